/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 37 -o csmith_37.c
 * Seed:      37
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   int32_t  f0;
   int32_t  f1;
   uint16_t  f2;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_11 = 0xCAD2086BL;
static int32_t g_19 = 0L;
static int32_t *g_18 = &g_19;
static const int32_t g_23 = (-1L);
static const int32_t *g_22 = &g_23;
static const int32_t g_25 = 1L;
static const int32_t *g_24 = &g_25;
static int32_t g_30[2] = {1L,1L};
static uint32_t g_31 = 0xF567D2F7L;
static int64_t g_62 = 2L;
static uint32_t g_66 = 1UL;
static int8_t g_130 = 0L;
static uint8_t g_131 = 0xCFL;
static uint32_t g_213 = 4294967287UL;
static union U0 g_219 = {2L};
static union U0 *g_218 = &g_219;
static uint64_t g_223 = 0UL;
static int16_t g_228 = 0x0BC6L;


/* --- FORWARD DECLARATIONS --- */
static int8_t  func_1(void);
static int32_t * func_2(int32_t * const  p_3);
static int32_t * const  func_4(int32_t  p_5, uint64_t  p_6, uint64_t  p_7, const int32_t * p_8, uint64_t  p_9);
static int32_t * func_12(int32_t * p_13, uint32_t  p_14, int32_t  p_15, int32_t * p_16, int32_t  p_17);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_11 g_18 g_31 g_30 g_19 g_22 g_62 g_24 g_23 g_66 g_130 g_131 g_213 g_218 g_219.f0 g_228
 * writes: g_22 g_24 g_31 g_19 g_62 g_66 g_30 g_130 g_131 g_213 g_218 g_223
 */
static int8_t  func_1(void)
{ /* block id: 0 */
    int32_t l_10 = (-10L);
    uint32_t l_20 = 18446744073709551609UL;
    int32_t *l_205 = &l_10;
    union U0 l_212 = {-1L};
    uint64_t *l_222 = &g_223;
    uint32_t *l_226 = &g_213;
    int32_t **l_227 = (void*)0;
    l_205 = func_2(func_4(l_10, g_11, g_11, (g_24 = (g_22 = func_12(&l_10, g_11, l_10, g_18, l_20))), l_20));
    g_213 &= (((safe_sub_func_uint32_t_u_u(((*g_24) & (safe_rshift_func_int8_t_s_s((*l_205), 6))), (0x2FL || ((safe_add_func_int8_t_s_s(((((((g_23 , l_205) == g_18) == (*l_205)) && 1L) | g_66) , (*l_205)), g_19)) >= 0xA0F0L)))) , l_212) , (*g_18));
    for (g_66 = 0; (g_66 < 24); g_66 = safe_add_func_int32_t_s_s(g_66, 4))
    { /* block id: 111 */
        const int32_t **l_221 = &g_22;
        for (g_130 = 17; (g_130 == (-14)); g_130--)
        { /* block id: 114 */
            union U0 **l_220 = &g_218;
            (*l_220) = g_218;
        }
        (*l_221) = &g_25;
    }
    l_205 = func_12(&g_19, ((((*l_222) = 0UL) ^ ((safe_mod_func_uint32_t_u_u(((-3L) > g_219.f0), ((*l_226) = g_131))) , (*l_205))) , 0x665C710DL), g_62, &g_30[1], g_219.f0);
    return g_228;
}


/* ------------------------------------------ */
/* 
 * reads : g_30 g_31 g_18 g_19 g_11 g_22 g_62 g_24 g_23 g_66 g_130 g_131
 * writes: g_19 g_31 g_62 g_66 g_30 g_130 g_131
 */
static int32_t * func_2(int32_t * const  p_3)
{ /* block id: 8 */
    uint16_t l_34 = 0xB992L;
    int32_t *l_42 = &g_30[0];
    int32_t *l_43[10][8] = {{&g_30[1],&g_30[1],&g_19,&g_30[0],&g_30[0],&g_30[0],&g_19,&g_30[1]},{&g_19,&g_19,(void*)0,&g_30[0],&g_30[1],&g_30[1],&g_30[1],(void*)0},{&g_30[0],&g_30[1],&g_19,&g_19,&g_19,(void*)0,&g_30[1],&g_30[1]},{&g_30[1],&g_19,(void*)0,&g_30[1],&g_30[1],&g_30[1],&g_19,&g_19},{&g_30[1],&g_30[1],&g_19,&g_19,&g_30[1],&g_30[1],&g_30[1],(void*)0},{&g_30[1],(void*)0,&g_30[1],&g_30[1],&g_30[0],&g_19,&g_30[1],(void*)0},{&g_30[1],&g_30[1],&g_19,&g_30[1],(void*)0,&g_30[1],&g_19,&g_30[1]},{&g_30[1],(void*)0,&g_30[0],(void*)0,&g_30[0],&g_19,&g_30[0],(void*)0},{&g_19,&g_19,&g_19,(void*)0,(void*)0,&g_19,&g_30[0],(void*)0},{&g_30[1],&g_30[1],&g_30[1],&g_30[1],&g_30[1],(void*)0,(void*)0,&g_19}};
    uint32_t l_44 = 18446744073709551608UL;
    int16_t l_82 = (-9L);
    uint32_t l_89 = 0x4EE286AFL;
    uint32_t l_98[3][2];
    int32_t l_101 = 0x8FF7EC82L;
    int16_t l_110[8][8] = {{0xAEA0L,0x00F8L,0L,0xAF47L,0x4F74L,0x2CB4L,1L,0x2CB4L},{0L,0x1F67L,5L,0x1F67L,0L,0L,0L,0x5F67L},{0x8E8FL,0x188EL,0xC7DAL,0x0918L,0x8C44L,5L,0xA689L,0x1F67L},{0x1F67L,0x90B8L,0xC7DAL,0xA689L,3L,0xAEA0L,0L,0x1E91L},{0x8C44L,1L,5L,0x5F67L,0L,1L,1L,0L},{0xC658L,0L,0L,0xC658L,0x1E91L,0L,0xAEA0L,3L},{0xBDBBL,7L,0x1E91L,0x2CB4L,0x1F67L,0xA689L,5L,0x8C44L},{1L,7L,0x8C44L,0x4E20L,0x5F67L,0L,0L,0L}};
    uint64_t l_121 = 1UL;
    int32_t l_135 = 0xF2070FD3L;
    uint16_t l_142[2][8] = {{0x5E5EL,0x5E5EL,65526UL,65526UL,0x5E5EL,0x5E5EL,65526UL,65526UL},{0x5E5EL,0x5E5EL,65526UL,65526UL,0x5E5EL,0x5E5EL,65526UL,65526UL}};
    int8_t l_152 = 1L;
    union U0 l_177 = {0x6B189952L};
    int64_t l_182 = 0xCA68AB1516107DD1LL;
    int i, j;
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 2; j++)
            l_98[i][j] = 0x49ECE0AAL;
    }
    (*g_18) &= ((l_34 == l_34) < (((safe_mul_func_int16_t_s_s((((~(((safe_lshift_func_uint16_t_u_u((safe_mod_func_uint8_t_u_u(((l_34 > (l_42 == p_3)) || (*l_42)), 0x5FL)), g_30[0])) && 0x38ADL) , (*l_42))) > (*l_42)) > (*l_42)), (*l_42))) < g_30[1]) || g_31));
    l_44++;
    for (g_31 = (-21); (g_31 <= 30); g_31 = safe_add_func_uint8_t_u_u(g_31, 8))
    { /* block id: 13 */
        uint16_t l_49 = 65535UL;
        l_49++;
        for (l_34 = 27; (l_34 > 41); l_34++)
        { /* block id: 17 */
            union U0 l_60[5][6] = {{{-4L},{1L},{-4L},{0xB5E22BCFL},{0x1B6DC083L},{0x1B6DC083L}},{{1L},{-4L},{-4L},{1L},{1L},{0L}},{{0L},{1L},{0x1B6DC083L},{1L},{0L},{0xB5E22BCFL}},{{1L},{0L},{0xB5E22BCFL},{0xB5E22BCFL},{0L},{1L}},{{-4L},{1L},{1L},{0L},{1L},{1L}}};
            int i, j;
            for (l_49 = 0; (l_49 >= 29); l_49 = safe_add_func_int32_t_s_s(l_49, 1))
            { /* block id: 20 */
                int64_t l_56 = 0xA81E3AF264BFD8C3LL;
                int64_t *l_61 = &g_62;
                (*l_42) ^= (((*g_18) = ((l_56 > ((*l_61) = (!(safe_lshift_func_uint16_t_u_s((l_60[3][4] , g_11), 9))))) , (*g_22))) , (~((g_66 = (safe_sub_func_int8_t_s_s(0L, l_49))) , l_56)));
            }
            return l_42;
        }
        (*g_18) |= (*p_3);
    }
    if ((safe_mod_func_int16_t_s_s((1UL ^ ((safe_add_func_int64_t_s_s((safe_mod_func_int8_t_s_s(((*l_42) , g_31), (18446744073709551615UL & (+((safe_mod_func_uint32_t_u_u(((safe_rshift_func_uint16_t_u_u(0x63B3L, 7)) >= (*l_42)), (*l_42))) & 0x80L))))), (*l_42))) & 4294967290UL)), 0xD1B0L)))
    { /* block id: 30 */
        int32_t *l_88 = &g_19;
        int32_t l_95[7][9] = {{0x1D7D123AL,(-5L),0x63ED81A4L,(-5L),0x1D7D123AL,0x1CCB9073L,0x4E8C2824L,0L,0x22307A3CL},{1L,(-8L),0x22307A3CL,0x63ED81A4L,(-1L),0L,(-1L),0x78B81177L,0x42D81DF0L},{0x74F8CE80L,0x376BBF86L,1L,0x42D81DF0L,0x1CCB9073L,0x1CCB9073L,0x42D81DF0L,1L,0x376BBF86L},{0L,0L,0x74F8CE80L,0x42D81DF0L,0L,0x1D7D123AL,1L,(-8L),0xC3C174B8L},{0xA680227EL,0xC3C174B8L,0x1CCB9073L,0x63ED81A4L,0x4E8C2824L,0x42D81DF0L,0xB49123F8L,0x7D6ECED9L,0xB49123F8L},{(-5L),0xC3C174B8L,0L,0L,0xC3C174B8L,(-5L),0x7D6ECED9L,1L,0L},{0xA680227EL,1L,1L,0xB49123F8L,(-1L),0x1CCB9073L,(-5L),0L,0x78B81177L}};
        int i, j;
        for (g_19 = 6; (g_19 == 25); g_19 = safe_add_func_uint32_t_u_u(g_19, 1))
        { /* block id: 33 */
            int32_t *l_83 = &g_19;
            for (g_62 = 0; (g_62 != (-29)); --g_62)
            { /* block id: 36 */
                (*p_3) ^= l_82;
                g_30[0] ^= ((void*)0 == &g_62);
                return l_83;
            }
        }
        for (l_34 = (-21); (l_34 <= 52); l_34++)
        { /* block id: 44 */
            union U0 l_90 = {0x80E55F7EL};
            int32_t l_96 = 0xE3320B12L;
            int32_t l_97[4] = {1L,1L,1L,1L};
            uint16_t l_102 = 0xE1C9L;
            int i;
            if ((*g_18))
            { /* block id: 45 */
                int32_t *l_86 = &g_30[0];
                return l_86;
            }
            else
            { /* block id: 47 */
                int16_t l_87 = 0L;
                if (l_87)
                    break;
                (*l_88) = ((l_88 != (l_89 , (l_90 , p_3))) , (safe_mul_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u(g_30[1], 2)), (*l_88))));
            }
            ++l_98[1][1];
            ++l_102;
        }
        for (g_62 = 2; (g_62 <= 6); g_62 += 1)
        { /* block id: 56 */
            return &g_30[0];
        }
    }
    else
    { /* block id: 59 */
        int16_t l_105[1];
        int32_t l_106 = (-1L);
        int32_t l_107 = (-1L);
        int32_t l_108 = (-1L);
        int32_t l_109 = 0xD6D97C5BL;
        uint32_t l_111 = 4294967295UL;
        uint16_t *l_114 = &l_34;
        uint16_t l_136 = 0x12A1L;
        int32_t l_190 = 0x328B7BCCL;
        int32_t l_191 = 1L;
        int32_t l_192[8] = {(-5L),0x240FA444L,(-5L),0x240FA444L,(-5L),0x240FA444L,(-5L),0x240FA444L};
        int8_t l_193 = 0x1EL;
        uint32_t l_194[1];
        int i;
        for (i = 0; i < 1; i++)
            l_105[i] = 0x3FFFL;
        for (i = 0; i < 1; i++)
            l_194[i] = 0xF304AB10L;
        ++l_111;
        if ((((((g_62 , (((((void*)0 != &g_62) != 0x202512B007968B85LL) <= ((*l_114)++)) , p_3)) == (void*)0) , (*g_22)) != l_108) || g_11))
        { /* block id: 62 */
            uint32_t l_126 = 18446744073709551615UL;
            (*p_3) = (*g_24);
            for (l_101 = 0; (l_101 <= 1); l_101 += 1)
            { /* block id: 66 */
                int64_t l_127 = (-4L);
                int8_t *l_128 = (void*)0;
                int8_t *l_129 = &g_130;
                int32_t **l_132 = (void*)0;
                int32_t **l_133 = &l_43[5][3];
                int32_t l_134 = 0xD56101C7L;
                int32_t **l_139 = (void*)0;
                int32_t **l_140 = &l_42;
                g_131 |= ((*p_3) = ((((*l_129) |= ((safe_sub_func_uint32_t_u_u(((safe_rshift_func_uint16_t_u_u(l_121, ((((g_62 | (((safe_add_func_int64_t_s_s((safe_mul_func_int8_t_s_s(((l_126 , &g_23) == (void*)0), l_107)), g_23)) == 0x805C14573A3FC100LL) <= g_31)) == l_127) , g_62) , g_11))) , g_66), (*g_24))) , 0L)) , (-1L)) , l_105[0]));
                (*l_133) = &g_30[1];
                ++l_136;
                (*l_140) = p_3;
            }
            for (g_66 = 0; (g_66 <= 1); g_66 += 1)
            { /* block id: 76 */
                int32_t *l_141 = &g_19;
                return l_141;
            }
            l_142[0][6]++;
        }
        else
        { /* block id: 80 */
            uint32_t l_150 = 0xA34EF21CL;
            int64_t *l_151 = &g_62;
            int32_t **l_153 = &l_43[5][3];
            int8_t *l_160 = &g_130;
            uint32_t l_164 = 18446744073709551614UL;
            int16_t l_180 = 0x2E25L;
            int32_t l_185 = 0x3C897FB1L;
            int32_t l_187 = 0x6AC04568L;
            int32_t l_188 = 0x4D97D111L;
            int32_t l_189[1];
            int i;
            for (i = 0; i < 1; i++)
                l_189[i] = 0xE28CE12BL;
            (*g_18) &= ((l_105[0] && (((((((*l_153) = func_12(func_12(&l_106, (((l_136 ^ (l_107 != (((*l_151) &= (safe_add_func_uint32_t_u_u((safe_mod_func_uint32_t_u_u((safe_unary_minus_func_uint16_t_u(((*l_42) != 0x19L))), l_150)), 0x5A9678BCL))) || g_30[0]))) , l_111) > 0x27196CBE47265DA1LL), l_150, &g_30[1], l_109), g_11, g_30[1], &l_135, l_152)) != (void*)0) >= 0x863CL) >= (*l_42)) && (*p_3)) ^ (*l_42))) ^ g_23);
            if ((6L & (((safe_div_func_int32_t_s_s((*g_18), 0xB33A8B88L)) == (safe_rshift_func_int8_t_s_u(((*l_160) = (&l_142[1][6] != (void*)0)), l_111))) <= (*p_3))))
            { /* block id: 85 */
                int64_t l_161 = 0x1D731B0ABD8E680CLL;
                int16_t l_162[2];
                int32_t l_163 = 0L;
                uint64_t l_167 = 6UL;
                int i;
                for (i = 0; i < 2; i++)
                    l_162[i] = 0L;
                --l_164;
                l_167--;
                (*g_18) = (((0x4B47L && 0L) , (((g_30[1] , 0xCBC77C4AL) | l_107) == g_31)) != (*g_22));
                (*g_18) &= (*p_3);
            }
            else
            { /* block id: 90 */
                (*l_153) = (void*)0;
            }
            for (l_44 = 0; (l_44 <= 7); l_44 += 1)
            { /* block id: 95 */
                int16_t l_172 = 0L;
                uint32_t *l_181 = &l_150;
                uint64_t l_183[9] = {0x78210C9A88411622LL,1UL,0x78210C9A88411622LL,1UL,0x78210C9A88411622LL,1UL,0x78210C9A88411622LL,1UL,0x78210C9A88411622LL};
                int32_t l_184 = 0xA621DDADL;
                int32_t l_186[10] = {0x6095AE59L,0x8DC2BEDCL,0x6095AE59L,0x6095AE59L,0x8DC2BEDCL,0x6095AE59L,0x6095AE59L,0x8DC2BEDCL,0x6095AE59L,0x6095AE59L};
                uint32_t **l_203 = (void*)0;
                uint32_t **l_204 = &l_181;
                int i;
                l_183[3] |= ((*g_18) = ((safe_mod_func_int16_t_s_s(l_172, (*l_42))) >= (safe_rshift_func_int8_t_s_s(g_131, ((safe_mod_func_uint32_t_u_u((((l_177 , (((safe_add_func_uint32_t_u_u(((*l_181) &= l_180), 3L)) & l_172) ^ l_172)) != 0xAE7726E67078D9BALL) != g_23), 8UL)) < l_182)))));
                l_194[0]++;
                (*l_42) = (((*g_18) = (((safe_mul_func_int16_t_s_s(g_131, (safe_add_func_uint16_t_u_u(0xD6B5L, (safe_sub_func_uint32_t_u_u(((l_183[3] && (&l_150 == ((*l_204) = g_18))) < l_105[0]), l_105[0])))))) > 0x90L) <= 1L)) && (*g_18));
            }
        }
    }
    return &g_30[1];
}


/* ------------------------------------------ */
/* 
 * reads : g_31
 * writes: g_31
 */
static int32_t * const  func_4(int32_t  p_5, uint64_t  p_6, uint64_t  p_7, const int32_t * p_8, uint64_t  p_9)
{ /* block id: 5 */
    int32_t *l_26 = &g_19;
    int32_t *l_27 = (void*)0;
    int32_t *l_28[2][4] = {{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0}};
    int8_t l_29 = (-1L);
    int i, j;
    --g_31;
    return &g_30[1];
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int32_t * func_12(int32_t * p_13, uint32_t  p_14, int32_t  p_15, int32_t * p_16, int32_t  p_17)
{ /* block id: 1 */
    int32_t *l_21[2][1];
    int i, j;
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 1; j++)
            l_21[i][j] = &g_19;
    }
    return l_21[1][0];
}




/* ---------------------------------------- */
int main (void)
{
    int i;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_11, "g_11", print_hash_value);
    transparent_crc(g_19, "g_19", print_hash_value);
    transparent_crc(g_23, "g_23", print_hash_value);
    transparent_crc(g_25, "g_25", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_30[i], "g_30[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_31, "g_31", print_hash_value);
    transparent_crc(g_62, "g_62", print_hash_value);
    transparent_crc(g_66, "g_66", print_hash_value);
    transparent_crc(g_130, "g_130", print_hash_value);
    transparent_crc(g_131, "g_131", print_hash_value);
    transparent_crc(g_213, "g_213", print_hash_value);
    transparent_crc(g_219.f0, "g_219.f0", print_hash_value);
    transparent_crc(g_219.f1, "g_219.f1", print_hash_value);
    transparent_crc(g_219.f2, "g_219.f2", print_hash_value);
    transparent_crc(g_223, "g_223", print_hash_value);
    transparent_crc(g_228, "g_228", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 74
XXX total union variables: 4

XXX max expression depth: 28
breakdown:
   depth: 1, occurrence: 63
   depth: 2, occurrence: 13
   depth: 7, occurrence: 2
   depth: 8, occurrence: 1
   depth: 11, occurrence: 2
   depth: 12, occurrence: 2
   depth: 13, occurrence: 1
   depth: 14, occurrence: 2
   depth: 15, occurrence: 2
   depth: 19, occurrence: 1
   depth: 28, occurrence: 1

XXX total number of pointers: 36

XXX times a variable address is taken: 65
XXX times a pointer is dereferenced on RHS: 32
breakdown:
   depth: 1, occurrence: 32
XXX times a pointer is dereferenced on LHS: 29
breakdown:
   depth: 1, occurrence: 29
XXX times a pointer is compared with null: 3
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 1
XXX times a pointer is qualified to be dereferenced: 1700

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 96
   level: 2, occurrence: 7
XXX number of pointers point to pointers: 10
XXX number of pointers point to scalars: 25
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 22.2
XXX average alias set size: 1.17

XXX times a non-volatile is read: 167
XXX times a non-volatile is write: 90
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 58
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 13
   depth: 1, occurrence: 10
   depth: 2, occurrence: 15
   depth: 3, occurrence: 20

XXX percentage a fresh-made variable is used: 15.5
XXX percentage an existing variable is used: 84.5
********************* end of statistics **********************/

