/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 13 -o csmith_13.c
 * Seed:      13
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   int32_t  f0;
   uint64_t  f1;
   uint64_t  f2;
   uint64_t  f3;
};

struct S1 {
   int8_t  f0;
};

struct S2 {
   const int64_t  f0;
   const int32_t  f1;
   uint64_t  f2;
   uint16_t  f3;
   int16_t  f4;
};

union U3 {
   int8_t * f0;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 0x68876942L;
static int8_t g_11 = 0x61L;
static struct S0 g_13 = {8L,9UL,0xB263D188047D2038LL,0UL};
static uint16_t g_39 = 0x5E17L;
static int64_t g_42 = 3L;
static uint32_t g_43 = 0x2B6367AFL;
static uint64_t g_46[1][8] = {{18446744073709551612UL,0x7D625C2A3DA79815LL,18446744073709551612UL,18446744073709551612UL,0x7D625C2A3DA79815LL,18446744073709551612UL,18446744073709551612UL,0x7D625C2A3DA79815LL}};
static const struct S2 g_58 = {-1L,0L,0x9478453370C164D1LL,65531UL,0xDDF9L};
static struct S2 g_61 = {0x3FFB38BA7019510DLL,-2L,18446744073709551611UL,5UL,4L};
static const struct S2 *g_60 = &g_61;
static int8_t g_87 = 1L;
static uint8_t g_95 = 3UL;
static uint32_t g_99 = 9UL;
static uint8_t g_108 = 9UL;
static int8_t g_128[1] = {0xA8L};
static int32_t g_129[3][4] = {{1L,7L,1L,1L},{7L,7L,1L,7L},{7L,1L,1L,7L}};
static int32_t g_140[7] = {3L,3L,3L,3L,3L,3L,3L};
static uint8_t g_145 = 0x87L;
static struct S1 g_151 = {1L};
static struct S2 *g_157[7][4] = {{&g_61,&g_61,&g_61,&g_61},{&g_61,&g_61,&g_61,&g_61},{&g_61,&g_61,&g_61,&g_61},{&g_61,&g_61,&g_61,&g_61},{&g_61,&g_61,&g_61,&g_61},{&g_61,&g_61,&g_61,&g_61},{&g_61,&g_61,&g_61,&g_61}};
static struct S2 **g_156[9][9] = {{&g_157[0][1],&g_157[3][3],&g_157[4][3],&g_157[4][3],&g_157[3][3],&g_157[0][1],&g_157[3][2],&g_157[3][2],&g_157[3][2]},{&g_157[6][3],(void*)0,&g_157[0][1],&g_157[5][1],&g_157[5][1],&g_157[0][1],(void*)0,&g_157[6][3],&g_157[3][3]},{&g_157[3][2],&g_157[4][3],&g_157[6][3],&g_157[3][2],(void*)0,(void*)0,&g_157[3][2],&g_157[6][3],&g_157[4][3]},{&g_157[5][1],&g_157[6][3],&g_157[3][2],&g_157[3][3],&g_157[3][2],&g_157[3][2],&g_157[3][2],&g_157[3][2],&g_157[3][3]},{&g_157[5][1],&g_157[2][0],&g_157[5][1],&g_157[3][2],&g_157[3][2],&g_157[3][2],&g_157[0][1],&g_157[0][1],&g_157[3][2]},{&g_157[3][2],&g_157[6][3],&g_157[5][1],&g_157[6][3],&g_157[3][2],&g_157[3][3],&g_157[3][2],&g_157[3][2],&g_157[3][2]},{&g_157[6][3],&g_157[4][3],&g_157[3][2],&g_157[3][2],&g_157[3][2],&g_157[4][3],&g_157[6][3],&g_157[3][2],(void*)0},{&g_157[0][1],(void*)0,&g_157[6][3],&g_157[3][3],&g_157[3][2],&g_157[3][3],&g_157[6][3],(void*)0,&g_157[0][1]},{&g_157[4][3],&g_157[3][3],&g_157[0][1],&g_157[3][2],&g_157[3][2],&g_157[3][2],&g_157[3][2],&g_157[3][2],&g_157[0][1]}};
static const int32_t g_169 = 0xE77700A4L;
static const int32_t *g_168 = &g_169;
static uint8_t g_191 = 3UL;
static struct S0 g_197 = {1L,0UL,0xDF18954A2B7FD2DELL,6UL};
static struct S0 g_199 = {-6L,0x4574D665B7CE1603LL,0UL,18446744073709551612UL};
static const uint32_t *g_203 = &g_99;
static const uint32_t **g_202 = &g_203;
static uint64_t *g_213[5] = {&g_199.f3,&g_199.f3,&g_199.f3,&g_199.f3,&g_199.f3};
static uint64_t g_260 = 0UL;


/* --- FORWARD DECLARATIONS --- */
static uint64_t  func_1(void);
static int32_t  func_5(int8_t * p_6, uint8_t  p_7, uint8_t  p_8, int8_t * p_9);
static int8_t * func_14(uint32_t  p_15, uint32_t  p_16);
static int8_t * func_17(uint8_t  p_18);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_13 g_39 g_43 g_46 g_11 g_61.f2 g_140 g_151 g_87 g_58.f2 g_99 g_168 g_2 g_58.f1 g_108 g_95 g_61.f3 g_191 g_199.f1 g_202 g_213 g_61.f4 g_58.f0 g_199.f3 g_42 g_203 g_260
 * writes: g_2 g_13.f0 g_39 g_43 g_46 g_156 g_140 g_99 g_151.f0 g_168 g_151 g_191 g_13 g_197 g_199 g_202
 */
static uint64_t  func_1(void)
{ /* block id: 0 */
    uint32_t l_19[1];
    int8_t *l_50 = &g_11;
    struct S2 **l_155 = (void*)0;
    uint32_t *l_163 = (void*)0;
    uint32_t *l_164 = &g_99;
    struct S2 *l_167 = &g_61;
    uint8_t l_183 = 1UL;
    int32_t *l_201[1];
    struct S1 l_235 = {0x36L};
    int8_t l_240 = 0x9BL;
    uint16_t l_257 = 0x4C79L;
    int i;
    for (i = 0; i < 1; i++)
        l_19[i] = 18446744073709551606UL;
    for (i = 0; i < 1; i++)
        l_201[i] = &g_140[5];
lbl_254:
    for (g_2 = 11; (g_2 != (-1)); g_2 = safe_sub_func_uint64_t_u_u(g_2, 4))
    { /* block id: 3 */
        int8_t *l_10 = &g_11;
        int32_t l_12 = (-5L);
        int8_t *l_49[6] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
        int8_t **l_48 = &l_49[4];
        int i;
        if (((((func_5(l_10, l_12, l_12, ((*l_48) = (g_13 , func_14((((*l_48) = func_17(l_19[0])) != l_50), g_11)))) , g_140[4]) , g_151) , g_87) && l_19[0]))
        { /* block id: 85 */
            int32_t **l_152 = (void*)0;
            int32_t *l_154 = &g_140[4];
            int32_t **l_153 = &l_154;
            (*l_153) = &g_140[2];
            g_156[4][3] = l_155;
            if (l_19[0])
                break;
        }
        else
        { /* block id: 89 */
            int32_t *l_158 = &g_140[0];
            (*l_158) = g_58.f2;
            for (g_13.f0 = 0; (g_13.f0 >= 17); g_13.f0 = safe_add_func_int32_t_s_s(g_13.f0, 2))
            { /* block id: 93 */
                return (*l_158);
            }
        }
    }
lbl_256:
    if (((g_151.f0 = (safe_sub_func_uint32_t_u_u((++(*l_164)), (l_167 == l_167)))) ^ (((&g_140[1] != (g_168 = &g_2)) <= (safe_div_func_uint16_t_u_u(((((l_50 != &g_128[0]) ^ 4294967295UL) > l_19[0]) == l_19[0]), l_19[0]))) , 0x6BL)))
    { /* block id: 101 */
        int32_t *l_172 = (void*)0;
        int32_t *l_173 = &g_140[4];
        int32_t **l_200[6][4] = {{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0}};
        int32_t l_234[6][5] = {{0x08245ED7L,6L,6L,0x08245ED7L,1L},{1L,(-6L),(-10L),0xDE6F3E09L,1L},{6L,1L,6L,0x8306245CL,6L},{0x8306245CL,0x8306245CL,1L,0xDE6F3E09L,(-10L)},{1L,0x3E7333C2L,1L,0x08245ED7L,6L},{0xDE0BA1BEL,1L,6L,1L,0xDE0BA1BEL}};
        uint16_t l_250 = 0x38B7L;
        int i, j;
        if (((*l_173) = (*g_168)))
        { /* block id: 103 */
            struct S0 *l_174 = &g_13;
            struct S0 **l_175 = &l_174;
            int32_t l_182 = 1L;
            int32_t *l_184 = (void*)0;
            (*l_175) = l_174;
            if (((safe_mod_func_int8_t_s_s((safe_mul_func_uint16_t_u_u((((safe_add_func_uint64_t_u_u(g_13.f3, ((((((l_182 & (*g_168)) , (g_58.f1 && (((g_108 < g_140[4]) >= 0xD75997CBL) || g_151.f0))) ^ g_95) , &g_157[6][3]) != (void*)0) | l_183))) , g_99) || l_19[0]), g_61.f3)), (*l_173))) || (*l_173)))
            { /* block id: 105 */
                (*l_175) = &g_13;
                l_184 = &l_182;
            }
            else
            { /* block id: 108 */
                return g_46[0][0];
            }
        }
        else
        { /* block id: 111 */
            struct S1 *l_185 = &g_151;
            int32_t *l_188 = &g_140[2];
            (*l_185) = g_151;
            for (g_43 = 0; (g_43 <= 20); g_43 = safe_add_func_int64_t_s_s(g_43, 1))
            { /* block id: 115 */
                int32_t **l_189 = &l_172;
                int32_t *l_190[5];
                struct S0 l_194 = {0x4000AD52L,18446744073709551614UL,0UL,0UL};
                struct S0 *l_195 = &l_194;
                struct S0 *l_196 = &g_13;
                struct S0 *l_198[3];
                int i;
                for (i = 0; i < 5; i++)
                    l_190[i] = (void*)0;
                for (i = 0; i < 3; i++)
                    l_198[i] = &g_199;
                (*l_189) = l_188;
                if (g_61.f2)
                    goto lbl_256;
                g_191--;
                g_140[4] |= 0x99347C11L;
                g_199 = (g_197 = ((*l_196) = ((0x1E9D5C39C69A8B32LL & (g_151 , l_19[0])) , ((*l_195) = l_194))));
            }
        }
        l_201[0] = l_163;
        for (g_151.f0 = 3; (g_151.f0 >= 0); g_151.f0 -= 1)
        { /* block id: 128 */
            uint64_t *l_212 = &g_13.f3;
            union U3 l_214 = {0};
            int32_t l_225 = (-1L);
            uint16_t l_226 = 0UL;
            const int32_t *l_251 = (void*)0;
            for (g_199.f1 = 0; (g_199.f1 <= 3); g_199.f1 += 1)
            { /* block id: 131 */
                const uint32_t ***l_204 = &g_202;
                uint16_t l_205[9][2] = {{0x2169L,0x6B62L},{65535UL,0x9AB2L},{0x9AB2L,65535UL},{0x6B62L,0x2169L},{0x6B62L,65535UL},{0x9AB2L,0x9AB2L},{65535UL,0x6B62L},{0x2169L,0x6B62L},{65535UL,0x9AB2L}};
                int i, j;
                (*l_204) = g_202;
                g_197.f0 = 5L;
                l_205[4][0]++;
                (*l_173) &= 0xBB935E29L;
            }
            if ((safe_mul_func_int16_t_s_s((safe_div_func_int8_t_s_s((((*l_212) = (&l_183 == (void*)0)) >= (g_213[1] == (l_214 , &g_46[0][7]))), g_61.f4)), 0x5022L)))
            { /* block id: 138 */
                uint32_t l_227 = 0UL;
                (*l_173) ^= ((((*l_212) = (safe_lshift_func_int8_t_s_s((safe_lshift_func_int8_t_s_u(g_46[0][0], ((safe_div_func_uint32_t_u_u(0x841971EBL, (((safe_lshift_func_int8_t_s_s(0x04L, 2)) != (safe_rshift_func_uint16_t_u_u(g_61.f3, g_13.f0))) , l_225))) & l_225))), l_226))) <= l_227) != l_227);
                if (l_226)
                    continue;
                (*l_173) |= (safe_sub_func_int32_t_s_s((0xD6C7L & (safe_lshift_func_int16_t_s_s(l_225, (safe_lshift_func_uint8_t_u_s(((((g_58.f0 , g_199.f3) || ((l_227 & g_13.f3) == l_234[3][3])) ^ l_227) > 0x05B793A5L), g_42))))), (*g_168)));
                if ((*g_168))
                    continue;
            }
            else
            { /* block id: 144 */
                struct S1 *l_236 = &l_235;
                (*l_236) = l_235;
            }
            (*l_173) |= (((((g_61.f2 , ((safe_add_func_uint16_t_u_u((((**g_202) , g_151) , ((safe_unary_minus_func_int8_t_s(0x97L)) < 0x86L)), 6UL)) & (*g_168))) | 5UL) != (-2L)) == 1UL) != l_240);
            if ((*g_168))
                break;
            for (g_13.f1 = 0; (g_13.f1 <= 3); g_13.f1 += 1)
            { /* block id: 151 */
                int32_t l_249 = 0xCB60F8D7L;
                l_251 = (((g_108 | (safe_lshift_func_int16_t_s_s((safe_rshift_func_int8_t_s_u(0xBBL, ((l_225 && 65535UL) == (safe_sub_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u(g_99, 0xEAL)), l_249))))), l_250))) >= 4UL) , &g_169);
                g_2 &= (+(**g_202));
                if ((*g_168))
                    continue;
            }
        }
    }
    else
    { /* block id: 157 */
        int32_t **l_253[1];
        uint8_t l_255 = 255UL;
        int i;
        for (i = 0; i < 1; i++)
            l_253[i] = &l_201[0];
        l_201[0] = l_201[0];
        if (g_199.f1)
            goto lbl_254;
        return l_255;
    }
    l_257--;
    return g_260;
}


/* ------------------------------------------ */
/* 
 * reads : g_61.f2
 * writes:
 */
static int32_t  func_5(int8_t * p_6, uint8_t  p_7, uint8_t  p_8, int8_t * p_9)
{ /* block id: 17 */
    int32_t *l_53 = &g_13.f0;
    int32_t **l_54 = &l_53;
    struct S1 l_55[5] = {{-7L},{-7L},{-7L},{-7L},{-7L}};
    struct S1 *l_56 = &l_55[0];
    int32_t l_106 = 0x8B3473E5L;
    uint64_t l_109 = 1UL;
    struct S2 l_110 = {4L,7L,0x9DF524304B69D3DDLL,6UL,0x3125L};
    int16_t l_113 = 0xD20EL;
    int32_t l_143 = 0xCFC55BB8L;
    int32_t l_144 = 0xFE138955L;
    int i;
    (*l_54) = l_53;
    (*l_56) = l_55[1];
    return g_61.f2;
}


/* ------------------------------------------ */
/* 
 * reads : g_13.f2 g_13.f0
 * writes: g_13.f0
 */
static int8_t * func_14(uint32_t  p_15, uint32_t  p_16)
{ /* block id: 12 */
    int32_t *l_51 = &g_13.f0;
    int8_t *l_52 = (void*)0;
    (*l_51) = 0L;
    (*l_51) ^= g_13.f2;
    return l_52;
}


/* ------------------------------------------ */
/* 
 * reads : g_13.f0 g_39 g_43 g_46
 * writes: g_13.f0 g_39 g_43 g_46
 */
static int8_t * func_17(uint8_t  p_18)
{ /* block id: 4 */
    const int8_t *l_20 = &g_11;
    int32_t l_29 = 0x88D514FAL;
    uint8_t l_30[8] = {246UL,253UL,246UL,246UL,253UL,246UL,246UL,253UL};
    int32_t *l_31 = &g_13.f0;
    int32_t *l_32 = &g_13.f0;
    int32_t *l_33 = &l_29;
    int32_t *l_34 = &l_29;
    int32_t l_35[6][2] = {{1L,(-3L)},{(-2L),(-3L)},{0x2F25996FL,1L},{(-2L),(-2L)},{(-2L),1L},{0x2F25996FL,1L}};
    int32_t *l_36 = &l_35[0][1];
    int32_t *l_37 = &g_13.f0;
    int32_t *l_38[4];
    int8_t *l_47 = &g_11;
    int i, j;
    for (i = 0; i < 4; i++)
        l_38[i] = &l_29;
    (*l_31) ^= (p_18 , (((void*)0 == l_20) || (safe_mul_func_uint8_t_u_u(((safe_rshift_func_uint16_t_u_u((0x7CL & (l_29 = (safe_add_func_uint64_t_u_u((safe_rshift_func_int8_t_s_s(l_29, p_18)), 1UL)))), 13)) && l_30[7]), l_30[4]))));
    --g_39;
    --g_43;
    g_46[0][7] ^= ((*l_31) && 0UL);
    return l_47;
}




/* ---------------------------------------- */
int main (void)
{
    int i, j;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_11, "g_11", print_hash_value);
    transparent_crc(g_13.f0, "g_13.f0", print_hash_value);
    transparent_crc(g_13.f1, "g_13.f1", print_hash_value);
    transparent_crc(g_13.f2, "g_13.f2", print_hash_value);
    transparent_crc(g_13.f3, "g_13.f3", print_hash_value);
    transparent_crc(g_39, "g_39", print_hash_value);
    transparent_crc(g_42, "g_42", print_hash_value);
    transparent_crc(g_43, "g_43", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_46[i][j], "g_46[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_58.f0, "g_58.f0", print_hash_value);
    transparent_crc(g_58.f1, "g_58.f1", print_hash_value);
    transparent_crc(g_58.f2, "g_58.f2", print_hash_value);
    transparent_crc(g_58.f3, "g_58.f3", print_hash_value);
    transparent_crc(g_58.f4, "g_58.f4", print_hash_value);
    transparent_crc(g_61.f0, "g_61.f0", print_hash_value);
    transparent_crc(g_61.f1, "g_61.f1", print_hash_value);
    transparent_crc(g_61.f2, "g_61.f2", print_hash_value);
    transparent_crc(g_61.f3, "g_61.f3", print_hash_value);
    transparent_crc(g_61.f4, "g_61.f4", print_hash_value);
    transparent_crc(g_87, "g_87", print_hash_value);
    transparent_crc(g_95, "g_95", print_hash_value);
    transparent_crc(g_99, "g_99", print_hash_value);
    transparent_crc(g_108, "g_108", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_128[i], "g_128[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_129[i][j], "g_129[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_140[i], "g_140[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_145, "g_145", print_hash_value);
    transparent_crc(g_151.f0, "g_151.f0", print_hash_value);
    transparent_crc(g_169, "g_169", print_hash_value);
    transparent_crc(g_191, "g_191", print_hash_value);
    transparent_crc(g_197.f0, "g_197.f0", print_hash_value);
    transparent_crc(g_197.f1, "g_197.f1", print_hash_value);
    transparent_crc(g_197.f2, "g_197.f2", print_hash_value);
    transparent_crc(g_197.f3, "g_197.f3", print_hash_value);
    transparent_crc(g_199.f0, "g_199.f0", print_hash_value);
    transparent_crc(g_199.f1, "g_199.f1", print_hash_value);
    transparent_crc(g_199.f2, "g_199.f2", print_hash_value);
    transparent_crc(g_199.f3, "g_199.f3", print_hash_value);
    transparent_crc(g_260, "g_260", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 64
   depth: 1, occurrence: 13
XXX total union variables: 1

XXX max expression depth: 17
breakdown:
   depth: 1, occurrence: 71
   depth: 2, occurrence: 8
   depth: 7, occurrence: 1
   depth: 8, occurrence: 1
   depth: 10, occurrence: 1
   depth: 11, occurrence: 3
   depth: 12, occurrence: 1
   depth: 15, occurrence: 1
   depth: 16, occurrence: 1
   depth: 17, occurrence: 1

XXX total number of pointers: 76

XXX times a variable address is taken: 118
XXX times a pointer is dereferenced on RHS: 21
breakdown:
   depth: 1, occurrence: 18
   depth: 2, occurrence: 3
XXX times a pointer is dereferenced on LHS: 34
breakdown:
   depth: 1, occurrence: 33
   depth: 2, occurrence: 1
XXX times a pointer is compared with null: 4
XXX times a pointer is compared with address of another variable: 2
XXX times a pointer is compared with another pointer: 1
XXX times a pointer is qualified to be dereferenced: 520

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 92
   level: 2, occurrence: 12
XXX number of pointers point to pointers: 13
XXX number of pointers point to scalars: 50
XXX number of pointers point to structs: 13
XXX percent of pointers has null in alias set: 34.2
XXX average alias set size: 1.3

XXX times a non-volatile is read: 175
XXX times a non-volatile is write: 112
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 1
XXX backward jumps: 3

XXX stmts: 57
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 15
   depth: 1, occurrence: 7
   depth: 2, occurrence: 14
   depth: 3, occurrence: 21

XXX percentage a fresh-made variable is used: 27.6
XXX percentage an existing variable is used: 72.4
********************* end of statistics **********************/

