/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 45 -o csmith_45.c
 * Seed:      45
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   int64_t  f0;
   uint32_t  f1;
   const uint32_t  f2;
   int8_t * f3;
};

union U1 {
   uint8_t  f0;
   uint16_t  f1;
};

union U2 {
   int16_t  f0;
   int8_t  f1;
   int8_t  f2;
   int64_t  f3;
   int64_t  f4;
};

union U3 {
   uint32_t  f0;
   uint32_t  f1;
   int32_t  f2;
   uint32_t  f3;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_7 = 0x71DFD947L;
static int8_t g_16 = 9L;
static int8_t *g_15[7][2] = {{&g_16,&g_16},{&g_16,&g_16},{&g_16,&g_16},{&g_16,&g_16},{&g_16,&g_16},{&g_16,&g_16},{&g_16,&g_16}};
static int8_t **g_14 = &g_15[0][1];
static union U0 g_18 = {0x956E74E80031AA08LL};
static int16_t g_28 = 0xC3B7L;
static int32_t g_31 = 0x32D683A7L;
static const union U3 g_46 = {0xDE2E510BL};
static const union U3 *g_45 = &g_46;
static uint16_t g_51[3][8] = {{0x0A99L,0xA3E8L,0xA3E8L,0x0A99L,1UL,0x4938L,0xD0E1L,0x184BL},{65533UL,0x0A99L,1UL,0xD0E1L,1UL,0x0A99L,65533UL,65526UL},{1UL,0x0A99L,65533UL,65526UL,0x4938L,0x4938L,65526UL,65533UL}};
static union U3 g_69 = {0x27698050L};
static union U3 *g_70 = &g_69;
static int16_t g_83 = 1L;
static uint64_t g_112[7][10] = {{0x1F694DF9DF524304LL,0UL,6UL,0x5F2286FB9873F28DLL,0x5F2286FB9873F28DLL,6UL,0UL,0x1F694DF9DF524304LL,8UL,0x5F2286FB9873F28DLL},{6UL,0UL,0x1F694DF9DF524304LL,0UL,6UL,0x5F2286FB9873F28DLL,0x5F2286FB9873F28DLL,6UL,0UL,0x1F694DF9DF524304LL},{0xE564DE9A657C725CLL,0xE564DE9A657C725CLL,0x1F694DF9DF524304LL,6UL,18446744073709551615UL,6UL,0x1F694DF9DF524304LL,0xE564DE9A657C725CLL,0xE564DE9A657C725CLL,0x1F694DF9DF524304LL},{0UL,6UL,0x5F2286FB9873F28DLL,0x5F2286FB9873F28DLL,6UL,0UL,0x1F694DF9DF524304LL,0UL,6UL,0x5F2286FB9873F28DLL},{8UL,0xE564DE9A657C725CLL,8UL,0x5F2286FB9873F28DLL,0x1F694DF9DF524304LL,0x1F694DF9DF524304LL,0x5F2286FB9873F28DLL,8UL,0xE564DE9A657C725CLL,8UL},{8UL,0UL,0xE564DE9A657C725CLL,6UL,0xE564DE9A657C725CLL,0UL,8UL,8UL,0UL,0xE564DE9A657C725CLL},{0UL,8UL,8UL,0UL,0xE564DE9A657C725CLL,6UL,0xE564DE9A657C725CLL,0UL,8UL,8UL}};
static uint8_t g_113 = 1UL;
static uint64_t g_121 = 18446744073709551615UL;


/* --- FORWARD DECLARATIONS --- */
static union U1  func_1(void);
static int8_t ** func_2(uint32_t  p_3, uint64_t  p_4, union U1  p_5, uint32_t  p_6);
static int16_t  func_10(int16_t  p_11, int64_t  p_12, uint8_t  p_13);
static int64_t  func_24(int64_t  p_25);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_7 g_14 g_18.f0 g_28 g_31 g_51 g_18.f1 g_15 g_16 g_69.f0 g_83 g_18.f2 g_46.f0 g_113 g_121 g_70 g_69 g_69.f1 g_69.f2
 * writes: g_28 g_31 g_45 g_51 g_70 g_69.f0 g_83 g_7 g_69.f2 g_112 g_16 g_113 g_121 g_14
 */
static union U1  func_1(void)
{ /* block id: 0 */
    union U1 l_87 = {3UL};
    int8_t ***l_145 = &g_14;
    int64_t *l_148[7] = {&g_18.f0,(void*)0,&g_18.f0,&g_18.f0,(void*)0,&g_18.f0,&g_18.f0};
    int32_t l_149 = 0xE14A8CDCL;
    int32_t *l_150 = &g_31;
    int16_t l_151 = 0x58E2L;
    int32_t **l_152 = &l_150;
    int i;
    (*l_145) = func_2(g_7, (safe_mul_func_int16_t_s_s(func_10(g_7, g_7, (g_14 != &g_15[0][1])), g_7)), l_87, g_18.f0);
    l_151 &= ((*l_150) &= (safe_div_func_int8_t_s_s(((l_149 |= (-10L)) < g_18.f2), (((*g_70) , (*g_70)) , l_87.f0))));
    (*l_152) = (void*)0;
    for (l_151 = (-3); (l_151 != 3); l_151 = safe_add_func_int16_t_s_s(l_151, 1))
    { /* block id: 105 */
        for (g_31 = 2; (g_31 >= 0); g_31 -= 1)
        { /* block id: 108 */
            uint16_t *l_161 = &l_87.f1;
            uint16_t *l_162[1][7] = {{&g_51[g_31][(g_31 + 2)],&g_51[g_31][(g_31 + 2)],&l_87.f1,&g_51[g_31][(g_31 + 2)],&g_51[g_31][(g_31 + 2)],&l_87.f1,&g_51[g_31][(g_31 + 2)]}};
            int32_t l_163 = 0xD70F1622L;
            int32_t *l_164[6][1] = {{&l_149},{(void*)0},{&l_149},{(void*)0},{&l_149},{(void*)0}};
            int i, j;
            g_7 |= (safe_add_func_int64_t_s_s(((l_163 &= ((((*g_70) , &g_51[g_31][(g_31 + 2)]) == (void*)0) <= (safe_lshift_func_uint16_t_u_s((g_18.f2 == (safe_sub_func_int32_t_s_s(((((**l_145) != (*g_14)) , g_69.f1) >= g_18.f0), 0x76D7F101L))), g_51[0][3])))) < g_69.f2), g_28));
        }
    }
    return l_87;
}


/* ------------------------------------------ */
/* 
 * reads : g_18.f1 g_7 g_18.f2 g_46.f0 g_28 g_31 g_113 g_18.f0 g_14 g_15 g_16 g_51 g_121 g_83
 * writes: g_7 g_51 g_69.f2 g_31 g_112 g_16 g_83 g_113 g_70 g_121 g_28
 */
static int8_t ** func_2(uint32_t  p_3, uint64_t  p_4, union U1  p_5, uint32_t  p_6)
{ /* block id: 50 */
    uint64_t l_114[9][9] = {{0UL,0x5D36CA66A3956958LL,0x5D36CA66A3956958LL,0UL,0x5D36CA66A3956958LL,0x5D36CA66A3956958LL,0UL,0x5D36CA66A3956958LL,0x5D36CA66A3956958LL},{0xD2993284A0DC95FALL,0xE33383FD25F9EFA0LL,9UL,0x35C639B07A779875LL,9UL,0xE33383FD25F9EFA0LL,0xD2993284A0DC95FALL,0xE33383FD25F9EFA0LL,9UL},{0UL,0x5D36CA66A3956958LL,0x5D36CA66A3956958LL,0UL,0x5D36CA66A3956958LL,0x5D36CA66A3956958LL,0UL,0x5D36CA66A3956958LL,0x5D36CA66A3956958LL},{0xD2993284A0DC95FALL,0xE33383FD25F9EFA0LL,9UL,0x35C639B07A779875LL,9UL,0xE33383FD25F9EFA0LL,0xD2993284A0DC95FALL,0xE33383FD25F9EFA0LL,9UL},{0UL,0x5D36CA66A3956958LL,0x5D36CA66A3956958LL,0UL,0x5D36CA66A3956958LL,0x5D36CA66A3956958LL,0UL,0x5D36CA66A3956958LL,0x5D36CA66A3956958LL},{0xD2993284A0DC95FALL,0xE33383FD25F9EFA0LL,9UL,0x35C639B07A779875LL,9UL,0xE33383FD25F9EFA0LL,0xD2993284A0DC95FALL,0xE33383FD25F9EFA0LL,9UL},{0UL,0x5D36CA66A3956958LL,0x5D36CA66A3956958LL,0UL,0x5D36CA66A3956958LL,0x5D36CA66A3956958LL,0UL,0x5D36CA66A3956958LL,0x5D36CA66A3956958LL},{0xD2993284A0DC95FALL,0xE33383FD25F9EFA0LL,9UL,0x35C639B07A779875LL,9UL,0xE33383FD25F9EFA0LL,0xD2993284A0DC95FALL,0xE33383FD25F9EFA0LL,9UL},{0UL,0x5D36CA66A3956958LL,0x5D36CA66A3956958LL,0UL,0x5D36CA66A3956958LL,0x5D36CA66A3956958LL,0UL,0x5D36CA66A3956958LL,0x5D36CA66A3956958LL}};
    const union U0 *l_116 = &g_18;
    int32_t l_132 = 0x0A721C5EL;
    int32_t l_133 = 0x1C513462L;
    int32_t l_139 = 1L;
    int32_t l_141 = 0x5E52C1F7L;
    int i, j;
    for (p_3 = 0; (p_3 > 23); p_3++)
    { /* block id: 53 */
        int32_t *l_90 = &g_7;
        uint16_t *l_108 = &g_51[2][4];
        int32_t *l_109 = &g_31;
        uint64_t *l_110 = (void*)0;
        uint64_t *l_111 = &g_112[5][4];
        int16_t *l_115 = &g_83;
        int32_t l_120 = (-1L);
        union U0 *l_126 = &g_18;
        (*l_90) &= g_18.f1;
        if ((+(safe_sub_func_int64_t_s_s((safe_lshift_func_uint8_t_u_s((g_113 = (((*l_115) = ((*l_90) == (safe_lshift_func_int8_t_s_u(((**g_14) &= (((((p_5.f0 || ((((g_18.f2 & (((((*l_111) = (5UL > (safe_sub_func_int32_t_s_s(((*l_109) ^= (safe_div_func_int64_t_s_s((safe_add_func_int16_t_s_s((((g_69.f2 = (safe_rshift_func_uint16_t_u_s(((*l_108) = ((g_46.f0 || p_3) || 0x473E551BL)), 2))) , g_28) != 1L), 0xFC7BL)), 1L))), p_6)))) , g_113) > p_6) >= p_5.f0)) > 0xDFDF764EL) & g_18.f0) < p_5.f0)) != 0x656BL) ^ l_114[4][3]) <= l_114[4][3]) , 0xAEL)), (*l_90))))) <= 0L)), 1)), 0xBA81857D46BBF982LL))))
        { /* block id: 62 */
            for (p_5.f0 = 0; (p_5.f0 <= 2); p_5.f0 += 1)
            { /* block id: 65 */
                int i, j;
                g_70 = &g_69;
                l_109 = ((l_114[p_5.f0][(p_5.f0 + 6)] > g_51[0][3]) , l_90);
                (*l_109) = l_114[p_5.f0][(p_5.f0 + 6)];
                (*l_90) &= ((void*)0 == l_116);
            }
            for (g_7 = (-25); (g_7 >= (-7)); g_7 = safe_add_func_uint16_t_u_u(g_7, 1))
            { /* block id: 73 */
                int32_t *l_119[10][9] = {{&g_7,&g_7,&g_69.f2,&g_31,&g_69.f2,&g_31,(void*)0,&g_69.f2,&g_7},{&g_69.f2,(void*)0,&g_31,&g_31,&g_69.f2,&g_69.f2,&g_31,&g_31,(void*)0},{&g_31,&g_31,&g_31,(void*)0,&g_69.f2,&g_31,(void*)0,(void*)0,&g_31},{&g_31,&g_31,(void*)0,&g_69.f2,&g_31,&g_69.f2,(void*)0,&g_69.f2,&g_31},{&g_31,(void*)0,(void*)0,&g_31,(void*)0,&g_7,&g_69.f2,&g_7,(void*)0},{&g_31,&g_69.f2,&g_7,(void*)0,&g_69.f2,&g_31,(void*)0,&g_69.f2,&g_69.f2},{&g_69.f2,&g_7,(void*)0,&g_31,(void*)0,&g_7,&g_69.f2,(void*)0,&g_7},{(void*)0,&g_69.f2,&g_7,&g_31,&g_31,(void*)0,&g_69.f2,&g_31,&g_69.f2},{&g_69.f2,(void*)0,(void*)0,&g_69.f2,&g_7,&g_7,&g_69.f2,(void*)0,(void*)0},{&g_31,&g_31,(void*)0,(void*)0,&g_7,(void*)0,(void*)0,&g_69.f2,&g_31}};
                int i, j;
                g_121++;
            }
        }
        else
        { /* block id: 76 */
            uint32_t l_128 = 0x586FDAF3L;
            int32_t l_137 = 0xBE705B1AL;
            int32_t l_138[9][8] = {{0xAE170879L,0xBC76B673L,(-3L),0xAE170879L,(-1L),(-1L),0xAE170879L,(-3L)},{0xE138955FL,0xE138955FL,(-2L),0xBD733D80L,0xAE170879L,(-2L),0xAE170879L,0xBD733D80L},{(-3L),0xBD733D80L,(-3L),(-1L),0xBD733D80L,0xBC76B673L,0xBC76B673L,0xBD733D80L},{0xBD733D80L,0xBC76B673L,0xBC76B673L,0xBD733D80L,(-1L),(-3L),0xBD733D80L,(-3L)},{0xBD733D80L,0xAE170879L,(-2L),0xAE170879L,0xBD733D80L,(-2L),0xE138955FL,0xE138955FL},{(-3L),0xAE170879L,(-1L),(-1L),0xAE170879L,(-3L),0xBC76B673L,0xAE170879L},{0xE138955FL,0xBC76B673L,(-1L),0xE138955FL,(-1L),0xBC76B673L,0xE138955FL,(-3L)},{0xAE170879L,0xBD733D80L,(-2L),0xE138955FL,0xE138955FL,(-2L),0xBD733D80L,0xAE170879L},{(-3L),0xE138955FL,0xBC76B673L,(-1L),0xE138955FL,(-1L),0xBC76B673L,0xE138955FL}};
            int i, j;
            if (p_5.f0)
                break;
            for (g_28 = 0; (g_28 == 13); g_28 = safe_add_func_uint32_t_u_u(g_28, 1))
            { /* block id: 80 */
                union U0 **l_127 = &l_126;
                (*l_127) = l_126;
            }
            for (g_83 = 0; (g_83 <= 2); g_83 += 1)
            { /* block id: 85 */
                (*l_109) ^= p_6;
                (*l_109) ^= l_128;
            }
            for (g_83 = 1; (g_83 >= 0); g_83 -= 1)
            { /* block id: 91 */
                uint32_t l_129 = 0x5A64C687L;
                int32_t *l_134 = &l_133;
                int32_t *l_135 = &l_133;
                int32_t *l_136[9][8] = {{&g_69.f2,(void*)0,&l_132,&g_69.f2,&l_133,&l_133,&g_69.f2,&l_132},{&g_69.f2,&g_69.f2,&l_133,&g_7,&g_69.f2,&l_133,&g_69.f2,&g_7},{&l_132,&g_7,&l_132,&l_133,&g_7,(void*)0,(void*)0,&g_7},{&g_7,(void*)0,(void*)0,&g_7,&l_133,&l_132,&g_7,&l_132},{&g_7,&g_69.f2,&l_133,&g_69.f2,&g_7,&l_133,&g_69.f2,&g_69.f2},{&l_132,&g_69.f2,&l_133,&l_133,&g_69.f2,&l_132,(void*)0,&g_69.f2},{&g_69.f2,(void*)0,&l_133,&g_69.f2,&l_133,(void*)0,&g_69.f2,&l_132},{&l_133,(void*)0,&g_69.f2,&l_132,&l_132,&g_69.f2,(void*)0,&l_133},{&l_120,&l_132,&l_133,&l_132,&l_132,&l_132,&l_133,&l_132}};
                int32_t l_140 = 0L;
                uint64_t l_142 = 5UL;
                int i, j;
                ++l_129;
                --l_142;
            }
        }
    }
    return &g_15[1][0];
}


/* ------------------------------------------ */
/* 
 * reads : g_18.f0 g_28 g_31 g_51 g_18.f1 g_7 g_14 g_15 g_16 g_69.f0 g_83
 * writes: g_28 g_31 g_45 g_51 g_70 g_69.f0 g_83
 */
static int16_t  func_10(int16_t  p_11, int64_t  p_12, uint8_t  p_13)
{ /* block id: 1 */
    union U0 *l_17[4] = {&g_18,&g_18,&g_18,&g_18};
    union U0 **l_19 = &l_17[3];
    int32_t l_43 = 0L;
    union U3 *l_68 = &g_69;
    int32_t l_71 = (-2L);
    int32_t l_72 = 0x0328A1E4L;
    int i;
    (*l_19) = l_17[2];
    for (p_12 = 0; (p_12 <= 1); p_12 += 1)
    { /* block id: 5 */
        union U2 l_22 = {0L};
        int16_t *l_27 = &g_28;
        int16_t *l_29 = &l_22.f0;
        int32_t *l_30[4][3] = {{(void*)0,(void*)0,(void*)0},{&g_31,&g_31,&g_31},{(void*)0,(void*)0,(void*)0},{&g_31,&g_31,&g_31}};
        union U0 **l_41 = &l_17[2];
        const union U1 l_77 = {5UL};
        int i, j;
        g_31 |= (safe_add_func_uint16_t_u_u(p_11, (l_22 , ((*l_29) = ((*l_27) ^= (safe_unary_minus_func_int64_t_s(func_24(l_22.f2))))))));
        for (l_22.f0 = 0; (l_22.f0 <= 1); l_22.f0 += 1)
        { /* block id: 14 */
            union U2 l_38 = {1L};
            union U0 ***l_42 = &l_19;
            const union U3 * const l_44 = (void*)0;
            int i;
            g_31 &= (safe_rshift_func_uint16_t_u_u((((*l_27) = ((safe_add_func_int32_t_s_s(((safe_rshift_func_int8_t_s_u((&l_17[(p_12 + 2)] != (l_38 , (void*)0)), (18446744073709551608UL >= (((*l_42) = l_41) == l_41)))) <= 0xCBDE6B786AE2AD21LL), 0x8E181F51L)) != 0x3CL)) > l_43), l_43));
            g_45 = l_44;
            for (p_11 = 1; (p_11 >= 0); p_11 -= 1)
            { /* block id: 21 */
                return p_11;
            }
        }
        for (l_43 = 0; (l_43 <= 1); l_43 += 1)
        { /* block id: 27 */
            uint32_t l_52 = 0x130BEC3AL;
            union U3 l_67[3] = {{0x8BA70195L},{0x8BA70195L},{0x8BA70195L}};
            int i, j;
            for (p_13 = 0; (p_13 <= 1); p_13 += 1)
            { /* block id: 30 */
                int32_t l_47 = (-1L);
                uint16_t *l_50 = &g_51[0][3];
                l_52 = ((0xCBF7L <= l_47) | (((((*l_50) ^= g_28) | ((void*)0 == &l_17[0])) | p_12) , p_13));
            }
            l_72 ^= (((safe_mod_func_uint8_t_u_u(((((((safe_div_func_int16_t_s_s((l_71 = (((safe_sub_func_int8_t_s_s((safe_lshift_func_int8_t_s_u(0x2DL, 2)), ((safe_div_func_uint32_t_u_u((safe_add_func_int16_t_s_s(((*l_29) = g_18.f1), ((((g_70 = ((safe_sub_func_int16_t_s_s(p_12, (((l_67[1] , l_43) <= l_67[1].f1) , g_7))) , l_68)) != l_68) || 0x61339852136032EELL) == g_51[1][7]))), 7UL)) > p_13))) ^ p_13) == g_18.f1)), p_11)) && (**g_14)) <= p_11) || 0x4F82L) != 2UL) < p_13), g_69.f0)) <= g_51[0][3]) >= 1L);
            for (g_69.f0 = 0; (g_69.f0 <= 3); g_69.f0 += 1)
            { /* block id: 40 */
                int16_t *l_82[1];
                int32_t **l_86 = &l_30[0][2];
                int i;
                for (i = 0; i < 1; i++)
                    l_82[i] = &g_83;
                l_71 = ((safe_rshift_func_int16_t_s_s((safe_mul_func_int16_t_s_s((l_77 , p_11), ((safe_rshift_func_int16_t_s_u(((*l_29) = l_52), (safe_lshift_func_int16_t_s_u((g_83 ^= ((*l_27) = 0x7C05L)), 9)))) <= (safe_div_func_int32_t_s_s(l_43, 0x3B6BA6FAL))))), 15)) | (-4L));
                (*l_86) = l_30[3][0];
            }
        }
    }
    return l_72;
}


/* ------------------------------------------ */
/* 
 * reads : g_18.f0
 * writes:
 */
static int64_t  func_24(int64_t  p_25)
{ /* block id: 6 */
    int8_t l_26 = 0x54L;
    l_26 = g_18.f0;
    return l_26;
}




/* ---------------------------------------- */
int main (void)
{
    int i, j;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_7, "g_7", print_hash_value);
    transparent_crc(g_16, "g_16", print_hash_value);
    transparent_crc(g_18.f0, "g_18.f0", print_hash_value);
    transparent_crc(g_18.f1, "g_18.f1", print_hash_value);
    transparent_crc(g_18.f2, "g_18.f2", print_hash_value);
    transparent_crc(g_28, "g_28", print_hash_value);
    transparent_crc(g_31, "g_31", print_hash_value);
    transparent_crc(g_46.f0, "g_46.f0", print_hash_value);
    transparent_crc(g_46.f1, "g_46.f1", print_hash_value);
    transparent_crc(g_46.f2, "g_46.f2", print_hash_value);
    transparent_crc(g_46.f3, "g_46.f3", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_51[i][j], "g_51[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_69.f0, "g_69.f0", print_hash_value);
    transparent_crc(g_69.f1, "g_69.f1", print_hash_value);
    transparent_crc(g_69.f2, "g_69.f2", print_hash_value);
    transparent_crc(g_69.f3, "g_69.f3", print_hash_value);
    transparent_crc(g_83, "g_83", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 10; j++)
        {
            transparent_crc(g_112[i][j], "g_112[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_113, "g_113", print_hash_value);
    transparent_crc(g_121, "g_121", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 38
XXX total union variables: 5

XXX max expression depth: 34
breakdown:
   depth: 1, occurrence: 44
   depth: 2, occurrence: 15
   depth: 3, occurrence: 1
   depth: 6, occurrence: 1
   depth: 7, occurrence: 1
   depth: 8, occurrence: 1
   depth: 10, occurrence: 1
   depth: 12, occurrence: 1
   depth: 13, occurrence: 2
   depth: 28, occurrence: 1
   depth: 34, occurrence: 1

XXX total number of pointers: 38

XXX times a variable address is taken: 87
XXX times a pointer is dereferenced on RHS: 8
breakdown:
   depth: 1, occurrence: 6
   depth: 2, occurrence: 2
XXX times a pointer is dereferenced on LHS: 24
breakdown:
   depth: 1, occurrence: 23
   depth: 2, occurrence: 1
XXX times a pointer is compared with null: 2
XXX times a pointer is compared with address of another variable: 2
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 167

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 49
   level: 2, occurrence: 6
XXX number of pointers point to pointers: 9
XXX number of pointers point to scalars: 22
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 26.3
XXX average alias set size: 1.45

XXX times a non-volatile is read: 111
XXX times a non-volatile is write: 84
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 45
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 12
   depth: 1, occurrence: 6
   depth: 2, occurrence: 13
   depth: 3, occurrence: 14

XXX percentage a fresh-made variable is used: 27.3
XXX percentage an existing variable is used: 72.7
********************* end of statistics **********************/

