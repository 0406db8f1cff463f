/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 7 -o csmith_7.c
 * Seed:      7
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   int32_t  f0;
   int32_t  f1;
   uint64_t  f2;
   uint32_t  f3;
};

union U1 {
   uint8_t  f0;
   int8_t * f1;
   int8_t * f2;
   int32_t  f3;
   int32_t  f4;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_8[7] = {0x1ABE8F21L,0x1ABE8F21L,0x1ABE8F21L,0x1ABE8F21L,0x1ABE8F21L,0x1ABE8F21L,0x1ABE8F21L};
static int8_t g_24 = 0x84L;
static union U1 g_25 = {9UL};
static int32_t g_39 = 1L;
static int32_t *g_45 = &g_39;
static int32_t **g_44 = &g_45;
static int8_t **g_62 = (void*)0;
static uint32_t g_74 = 0xCE96EA65L;
static uint32_t g_113 = 1UL;
static uint64_t g_119[4][9] = {{18446744073709551615UL,8UL,18446744073709551615UL,8UL,18446744073709551615UL,8UL,18446744073709551615UL,8UL,18446744073709551615UL},{4UL,4UL,4UL,4UL,4UL,4UL,4UL,4UL,4UL},{18446744073709551615UL,8UL,18446744073709551615UL,8UL,18446744073709551615UL,8UL,18446744073709551615UL,8UL,18446744073709551615UL},{4UL,4UL,4UL,4UL,4UL,4UL,4UL,4UL,4UL}};
static uint64_t g_126 = 4UL;
static int16_t g_128[8][8] = {{1L,0x7E93L,1L,0x7E93L,1L,0x7E93L,1L,0x7E93L},{1L,0x7E93L,1L,0x7E93L,1L,0x7E93L,1L,0x7E93L},{1L,0x7E93L,1L,0x7E93L,1L,0x7E93L,1L,0x7E93L},{1L,0x7E93L,1L,0x7E93L,1L,0x7E93L,1L,0x7E93L},{1L,0x7E93L,1L,0x7E93L,1L,0x7E93L,1L,0x7E93L},{1L,0x7E93L,1L,0x7E93L,1L,0x7E93L,1L,0x7E93L},{1L,0x7E93L,1L,0x7E93L,1L,0x7E93L,1L,0x7E93L},{1L,0x7E93L,1L,0x7E93L,1L,0x7E93L,1L,0x7E93L}};
static union U0 g_132 = {0x2194A022L};
static uint16_t g_136 = 0x449DL;
static int16_t g_137 = 0xBE33L;
static uint64_t g_157 = 0xCF944FCB04331347LL;
static int64_t g_172 = 0x014F3C2566A7C849LL;
static int64_t *g_171 = &g_172;
static union U0 *g_174[5] = {&g_132,&g_132,&g_132,&g_132,&g_132};
static union U0 **g_173 = &g_174[1];
static uint32_t g_184 = 4294967292UL;
static int64_t g_193[9][4] = {{0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL},{0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL},{0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL},{0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL},{0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL},{0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL},{0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL},{0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL},{0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL,0x49EFD0B409ACC915LL}};
static int64_t *g_211 = (void*)0;
static int64_t g_240 = 9L;
static uint32_t g_241 = 2UL;
static uint16_t **g_247 = (void*)0;
static uint16_t ***g_246 = &g_247;


/* --- FORWARD DECLARATIONS --- */
static int16_t  func_1(void);
static uint32_t  func_9(int8_t * p_10, uint64_t  p_11, union U1  p_12);
static uint16_t  func_16(int8_t * const  p_17, int16_t  p_18, int8_t * const  p_19, int8_t * p_20, uint16_t  p_21);
static int8_t * func_33(uint64_t  p_34);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_8 g_25 g_24 g_44 g_45 g_39 g_132.f0 g_173 g_174 g_193 g_184 g_128 g_126 g_157 g_74 g_211 g_136 g_171 g_132.f2 g_119 g_241 g_246
 * writes: g_24 g_39 g_62 g_45 g_132.f1 g_136 g_184 g_132.f3 g_126 g_157 g_74 g_171 g_25.f0 g_132.f2 g_119 g_241
 */
static int16_t  func_1(void)
{ /* block id: 0 */
    int8_t *l_13 = (void*)0;
    int32_t l_22[3][7] = {{(-9L),(-9L),0xA93826A0L,(-9L),(-9L),0xA93826A0L,(-9L)},{0x51162F63L,0x4D39D982L,0x4D39D982L,0x51162F63L,0x4D39D982L,0x4D39D982L,0x51162F63L},{2L,(-9L),2L,2L,(-9L),2L,2L}};
    int8_t * const l_23 = &g_24;
    const union U0 l_215 = {0x05D6A4A3L};
    int i, j;
    if ((safe_lshift_func_uint16_t_u_s((safe_mod_func_int8_t_s_s(((safe_rshift_func_uint16_t_u_u(g_8[4], 3)) > (func_9(l_13, ((l_13 == l_13) , (safe_div_func_uint16_t_u_u(func_16(l_13, l_22[1][3], l_23, l_13, l_22[1][4]), g_8[6]))), g_25) , l_22[1][3])), l_22[1][3])), l_22[1][3])))
    { /* block id: 112 */
        int16_t l_187 = 1L;
        uint16_t *l_194 = (void*)0;
        uint16_t *l_195 = &g_136;
        uint32_t *l_196 = &g_184;
        uint32_t *l_197 = &g_132.f3;
        (*g_44) = (*g_44);
        (*g_45) |= 0L;
        g_132.f1 = ((*g_45) |= l_187);
        if (((((((safe_unary_minus_func_int16_t_s((((safe_mul_func_uint16_t_u_u((((*l_197) = ((*l_196) = (safe_mod_func_uint16_t_u_u(((*l_195) = (((void*)0 != (*g_173)) <= (((((l_22[1][3] , &g_184) == (l_187 , &g_74)) , g_193[2][1]) ^ (-1L)) >= g_184))), 0x24E2L)))) , l_187), g_193[1][1])) >= l_22[1][3]) != g_128[1][3]))) <= 0x98L) , l_22[1][3]) ^ l_22[1][4]) , (void*)0) != (void*)0))
        { /* block id: 120 */
            for (l_187 = 0; (l_187 <= 2); l_187 += 1)
            { /* block id: 123 */
                return g_128[6][0];
            }
        }
        else
        { /* block id: 126 */
            uint16_t **l_200[5] = {&l_195,&l_195,&l_195,&l_195,&l_195};
            int i;
            for (g_126 = 0; (g_126 == 1); ++g_126)
            { /* block id: 129 */
                uint16_t ***l_201 = &l_200[4];
                (**g_44) = (&g_113 != &g_113);
                (*l_201) = l_200[4];
                if ((*g_45))
                    break;
            }
        }
    }
    else
    { /* block id: 135 */
        uint64_t l_221 = 18446744073709551611UL;
        int32_t l_236 = 0xDCE9F13EL;
        uint8_t l_237[3][10] = {{0xCAL,0xA1L,0xF0L,0xA1L,0xCAL,0UL,0UL,0xCAL,0xA1L,0xF0L},{0xADL,0xADL,0xF0L,0xCAL,0x54L,0xCAL,0xF0L,0xADL,0xADL,0xF0L},{0xA1L,0xCAL,0UL,0UL,0xCAL,0xA1L,0xF0L,0xA1L,0xCAL,0UL}};
        uint32_t *l_256 = &g_113;
        int i, j;
        for (g_157 = 0; (g_157 <= 7); g_157 += 1)
        { /* block id: 138 */
            int32_t *l_202 = &l_22[1][3];
            const union U0 l_207 = {0x7B0E3E12L};
            int32_t l_239 = 9L;
            for (g_74 = 0; (g_74 <= 7); g_74 += 1)
            { /* block id: 141 */
                int64_t **l_210 = &g_171;
                uint8_t *l_212 = (void*)0;
                uint8_t *l_213 = (void*)0;
                uint8_t *l_214 = (void*)0;
                int32_t l_216 = 0L;
                uint32_t *l_224 = &g_132.f3;
                int32_t *l_225 = &l_216;
                int i, j;
                (*g_44) = l_202;
                l_216 = (safe_mul_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_s((l_207 , (g_128[g_74][g_74] == (safe_rshift_func_uint8_t_u_s((g_25.f0 = (((*l_210) = &g_193[4][2]) == g_211)), 0)))), (((l_215 , (*l_202)) >= g_128[6][0]) , l_215.f1))), (*l_202)));
                (*l_225) |= ((*l_202) = (g_128[g_74][g_74] <= ((*l_224) = (((safe_div_func_uint8_t_u_u(g_136, (((safe_lshift_func_int8_t_s_u(l_221, 4)) <= ((safe_sub_func_uint32_t_u_u(((((0x2751E0D0E8938900LL || g_136) , (*g_171)) ^ l_221) | g_136), (*l_202))) != 1UL)) && g_128[g_74][g_74]))) , 0x6FL) , 4294967288UL))));
            }
            for (g_132.f2 = 0; (g_132.f2 <= 3); g_132.f2 += 1)
            { /* block id: 152 */
                uint64_t *l_231 = (void*)0;
                uint64_t *l_232 = (void*)0;
                uint64_t *l_233 = &l_221;
                int32_t *l_238[2];
                int i, j;
                for (i = 0; i < 2; i++)
                    l_238[i] = &g_39;
                l_236 ^= ((2L ^ (safe_sub_func_uint64_t_u_u((g_119[g_132.f2][(g_132.f2 + 3)] = (g_119[g_132.f2][(g_132.f2 + 4)] != g_119[g_132.f2][(g_132.f2 + 1)])), ((safe_sub_func_uint64_t_u_u(((*l_233) ^= (~0L)), (l_22[0][6] |= ((safe_sub_func_uint64_t_u_u(18446744073709551607UL, g_128[(g_132.f2 + 3)][g_157])) && g_128[2][0])))) , g_126)))) != g_74);
                if (l_237[2][0])
                    continue;
                --g_241;
            }
        }
        for (g_24 = 0; (g_24 == (-24)); g_24 = safe_sub_func_int64_t_s_s(g_24, 5))
        { /* block id: 163 */
            const int32_t l_258[6][6] = {{0xF7B4FAC3L,0xF7B4FAC3L,0x21C67A74L,(-2L),0x21C67A74L,0xF7B4FAC3L},{0x21C67A74L,0x1514BA13L,(-2L),(-2L),0x1514BA13L,0x21C67A74L},{0xF7B4FAC3L,0x21C67A74L,(-2L),0x21C67A74L,0xF7B4FAC3L,0xF7B4FAC3L},{(-1L),0x21C67A74L,0x21C67A74L,(-1L),0x1514BA13L,(-1L)},{(-1L),0x1514BA13L,(-1L),0x21C67A74L,0x21C67A74L,(-1L)},{0xF7B4FAC3L,0xF7B4FAC3L,0x21C67A74L,0x1514BA13L,(-1L),0x21C67A74L}};
            int32_t l_259 = (-5L);
            int i, j;
            if ((g_246 == &g_247))
            { /* block id: 164 */
                uint32_t *l_257[2];
                int i;
                for (i = 0; i < 2; i++)
                    l_257[i] = &g_113;
                (**g_44) = (65535UL >= (((safe_mod_func_int64_t_s_s((safe_rshift_func_uint16_t_u_u(0x8151L, 2)), ((l_22[1][3] ^ (safe_rshift_func_uint16_t_u_s(((((((safe_lshift_func_int16_t_s_u(0x4CA4L, 9)) , (((l_237[0][9] , g_193[2][1]) , l_256) != l_257[0])) || (**g_44)) >= l_258[5][2]) || 4294967287UL) && l_258[3][2]), l_259))) ^ 0x997CAADEL))) ^ (-1L)) && 0xB5L));
                (**g_44) = (((safe_div_func_uint16_t_u_u(l_258[5][2], ((safe_lshift_func_uint16_t_u_u(0x0D93L, 8)) , l_221))) , 0UL) == g_157);
            }
            else
            { /* block id: 167 */
                (**g_44) = 0xD0A1E72EL;
            }
        }
    }
    return l_215.f0;
}


/* ------------------------------------------ */
/* 
 * reads : g_24 g_8 g_44 g_45 g_39 g_132.f0
 * writes: g_24 g_39 g_62
 */
static uint32_t  func_9(int8_t * p_10, uint64_t  p_11, union U1  p_12)
{ /* block id: 3 */
    int8_t l_49 = 0xDFL;
    int64_t l_54 = 0L;
    int32_t l_64[10] = {5L,5L,5L,5L,5L,5L,5L,5L,5L,5L};
    int32_t l_67 = 0xE9983536L;
    int8_t * const **l_122 = (void*)0;
    uint16_t l_165 = 0UL;
    int i;
    for (g_24 = 18; (g_24 < 27); ++g_24)
    { /* block id: 6 */
        int32_t l_28[3][4] = {{(-4L),(-5L),0xCD04CD02L,0xCD04CD02L},{(-1L),(-1L),(-4L),0xCD04CD02L},{0xE9F21C9BL,(-5L),0xE9F21C9BL,(-4L)}};
        int8_t *l_60 = (void*)0;
        int8_t **l_59 = &l_60;
        int8_t ***l_58 = &l_59;
        int8_t ***l_61[3];
        int32_t *l_63[10] = {&l_28[2][2],&l_28[0][1],&l_28[0][1],&l_28[2][2],&l_28[1][0],&l_28[2][2],&l_28[0][1],&l_28[0][1],&l_28[2][2],&l_28[1][0]};
        int i, j;
        for (i = 0; i < 3; i++)
            l_61[i] = (void*)0;
        for (p_11 = 0; (p_11 <= 2); p_11 += 1)
        { /* block id: 9 */
            int8_t * const l_32 = (void*)0;
            int8_t **l_35 = (void*)0;
            int8_t **l_36 = (void*)0;
            int8_t *l_38 = &g_24;
            int8_t **l_37 = &l_38;
            int i, j;
            l_28[p_11][p_11] = (((safe_add_func_int64_t_s_s((!func_16(l_32, l_28[p_11][p_11], p_10, ((*l_37) = func_33((0x7AL < (l_28[0][1] == 4L)))), l_28[p_11][p_11])), l_28[p_11][p_11])) , (void*)0) == (void*)0);
        }
        for (p_11 = 0; (p_11 <= 2); p_11 += 1)
        { /* block id: 17 */
            int32_t **l_46[8][9] = {{&g_45,&g_45,&g_45,&g_45,&g_45,&g_45,&g_45,&g_45,&g_45},{&g_45,(void*)0,&g_45,(void*)0,&g_45,&g_45,(void*)0,&g_45,(void*)0},{&g_45,&g_45,&g_45,&g_45,&g_45,&g_45,&g_45,&g_45,&g_45},{&g_45,&g_45,(void*)0,&g_45,(void*)0,&g_45,&g_45,(void*)0,&g_45},{&g_45,&g_45,&g_45,&g_45,&g_45,&g_45,&g_45,&g_45,&g_45},{&g_45,(void*)0,(void*)0,&g_45,&g_45,&g_45,(void*)0,(void*)0,&g_45},{&g_45,&g_45,&g_45,&g_45,&g_45,&g_45,&g_45,&g_45,&g_45},{(void*)0,&g_45,&g_45,&g_45,&g_45,(void*)0,&g_45,&g_45,&g_45}};
            int i, j;
            for (g_39 = 0; (g_39 <= 2); g_39 += 1)
            { /* block id: 20 */
                int32_t *l_41 = &g_39;
                int32_t **l_40 = &l_41;
                int i, j;
                (*l_40) = &l_28[g_39][(g_39 + 1)];
            }
            for (g_39 = 0; (g_39 <= 2); g_39 += 1)
            { /* block id: 25 */
                int32_t *l_43[7] = {&g_39,(void*)0,(void*)0,&g_39,(void*)0,(void*)0,&g_39};
                int32_t **l_42 = &l_43[0];
                int i, j;
                (*l_42) = &l_28[p_11][g_39];
            }
            l_46[6][8] = g_44;
            if ((safe_add_func_int64_t_s_s(0x2BC92CEBB36E903ALL, l_49)))
            { /* block id: 29 */
                uint32_t l_53[6][8] = {{0x51CC0D68L,4294967293UL,0x51CC0D68L,0x0E9EE194L,4294967293UL,0UL,0UL,4294967293UL},{4294967293UL,0UL,0UL,4294967293UL,0x0E9EE194L,0x51CC0D68L,4294967293UL,0x51CC0D68L},{4294967293UL,0x684A5798L,6UL,0x684A5798L,4294967293UL,6UL,2UL,2UL},{0x51CC0D68L,0x684A5798L,0x0E9EE194L,0x0E9EE194L,0x684A5798L,0x51CC0D68L,0UL,0x684A5798L},{2UL,0UL,0x0E9EE194L,2UL,0x0E9EE194L,0UL,2UL,0x51CC0D68L},{0x684A5798L,4294967293UL,6UL,2UL,2UL,6UL,4294967293UL,0x684A5798L}};
                int32_t l_55 = (-5L);
                int i, j;
                (**g_44) |= ((p_12 , (((safe_rshift_func_int8_t_s_s(((+l_53[2][6]) , ((void*)0 == l_46[6][8])), (((((((0x2DF500C330E0E3CELL & l_54) , 0xF50E4B46L) , p_11) , l_55) & l_28[2][0]) && p_12.f0) , l_54))) > 0L) , l_54)) == l_49);
                (*g_45) &= (-5L);
            }
            else
            { /* block id: 32 */
                (**g_44) = (-1L);
            }
        }
        l_64[8] = ((*g_45) ^= (0xA82E93B6L <= (safe_lshift_func_int16_t_s_s(((g_62 = ((*l_58) = &p_10)) != (void*)0), p_11))));
    }
    for (l_49 = 9; (l_49 >= 3); l_49 -= 1)
    { /* block id: 43 */
        int64_t *l_66 = &l_54;
        int8_t *l_90 = &g_24;
        int8_t **l_89 = &l_90;
        const int32_t l_104 = 0xC8908232L;
        int32_t l_107 = 1L;
        union U0 *l_131 = &g_132;
        union U0 **l_130 = &l_131;
        uint16_t *l_135[5];
        int32_t l_155 = 1L;
        int i;
        for (i = 0; i < 5; i++)
            l_135[i] = &g_136;
    }
    return g_132.f0;
}


/* ------------------------------------------ */
/* 
 * reads : g_8
 * writes:
 */
static uint16_t  func_16(int8_t * const  p_17, int16_t  p_18, int8_t * const  p_19, int8_t * p_20, uint16_t  p_21)
{ /* block id: 1 */
    return g_8[0];
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int8_t * func_33(uint64_t  p_34)
{ /* block id: 10 */
    return &g_24;
}




/* ---------------------------------------- */
int main (void)
{
    int i, j;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_8[i], "g_8[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_24, "g_24", print_hash_value);
    transparent_crc(g_25.f0, "g_25.f0", print_hash_value);
    transparent_crc(g_39, "g_39", print_hash_value);
    transparent_crc(g_74, "g_74", print_hash_value);
    transparent_crc(g_113, "g_113", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 9; j++)
        {
            transparent_crc(g_119[i][j], "g_119[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_126, "g_126", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_128[i][j], "g_128[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_132.f0, "g_132.f0", print_hash_value);
    transparent_crc(g_132.f1, "g_132.f1", print_hash_value);
    transparent_crc(g_132.f3, "g_132.f3", print_hash_value);
    transparent_crc(g_136, "g_136", print_hash_value);
    transparent_crc(g_137, "g_137", print_hash_value);
    transparent_crc(g_157, "g_157", print_hash_value);
    transparent_crc(g_172, "g_172", print_hash_value);
    transparent_crc(g_184, "g_184", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_193[i][j], "g_193[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_240, "g_240", print_hash_value);
    transparent_crc(g_241, "g_241", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 58
XXX total union variables: 3

XXX max expression depth: 22
breakdown:
   depth: 1, occurrence: 39
   depth: 2, occurrence: 16
   depth: 6, occurrence: 1
   depth: 7, occurrence: 1
   depth: 12, occurrence: 2
   depth: 13, occurrence: 1
   depth: 15, occurrence: 1
   depth: 16, occurrence: 1
   depth: 17, occurrence: 1
   depth: 18, occurrence: 1
   depth: 22, occurrence: 1

XXX total number of pointers: 79

XXX times a variable address is taken: 119
XXX times a pointer is dereferenced on RHS: 11
breakdown:
   depth: 1, occurrence: 10
   depth: 2, occurrence: 1
XXX times a pointer is dereferenced on LHS: 41
breakdown:
   depth: 1, occurrence: 33
   depth: 2, occurrence: 8
XXX times a pointer is compared with null: 5
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 5
XXX times a pointer is qualified to be dereferenced: 318

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 86
   level: 2, occurrence: 29
XXX number of pointers point to pointers: 24
XXX number of pointers point to scalars: 53
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 32.9
XXX average alias set size: 1.34

XXX times a non-volatile is read: 183
XXX times a non-volatile is write: 137
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 44
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 7
   depth: 1, occurrence: 9
   depth: 2, occurrence: 10
   depth: 3, occurrence: 18

XXX percentage a fresh-made variable is used: 24.5
XXX percentage an existing variable is used: 75.5
********************* end of statistics **********************/

