/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 43 -o csmith_43.c
 * Seed:      43
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   int32_t  f0;
   int32_t  f1;
   uint64_t  f2;
   uint16_t  f3;
   int32_t  f4;
};

union U1 {
   const struct S0  f0;
   uint8_t  f1;
};

union U2 {
   const int8_t  f0;
   const int8_t * const  f1;
};

union U3 {
   struct S0  f0;
};

union U4 {
   int64_t  f0;
};

/* --- GLOBAL VARIABLES --- */
static int8_t *g_13 = (void*)0;
static int32_t g_15 = (-1L);
static int32_t g_16[6] = {(-2L),1L,(-2L),(-2L),1L,(-2L)};
static int8_t g_18 = 0x78L;
static struct S0 g_19 = {0L,1L,0xCAE8EF3352FB29D9LL,0x5AD3L,0L};
static union U3 g_28 = {{0x837DEF5FL,8L,0xAEFC518F82EA9177LL,0x83BEL,0x680DD333L}};
static union U3 *g_34 = &g_28;
static union U3 **g_33 = &g_34;
static union U3 ***g_32 = &g_33;
static union U1 g_44 = {{-1L,0xAE792F69L,1UL,0UL,0x451CEE08L}};
static int32_t g_60 = 0x00DC0F60L;
static int32_t *g_65 = (void*)0;
static uint16_t g_69 = 0x7D0EL;
static union U4 g_70 = {0x3C14B3F584DD3EA5LL};
static const union U3 *g_83[2] = {(void*)0,(void*)0};
static const union U3 **g_82 = &g_83[1];
static uint16_t *g_98 = &g_19.f3;
static int16_t g_101 = 0xE545L;
static uint32_t g_112 = 7UL;
static struct S0 g_126[7][1] = {{{0x90796892L,-1L,18446744073709551615UL,65535UL,0L}},{{1L,-1L,0x75658741FB0B4354LL,1UL,-1L}},{{0x90796892L,-1L,18446744073709551615UL,65535UL,0L}},{{1L,-1L,0x75658741FB0B4354LL,1UL,-1L}},{{0x90796892L,-1L,18446744073709551615UL,65535UL,0L}},{{1L,-1L,0x75658741FB0B4354LL,1UL,-1L}},{{0x90796892L,-1L,18446744073709551615UL,65535UL,0L}}};
static union U3 ** const *g_151 = &g_33;
static union U3 ** const **g_150[8][5] = {{&g_151,&g_151,&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151,&g_151,&g_151}};
static union U2 g_169 = {1L};
static int64_t g_196 = 0x49E9CF386E976ACALL;
static int16_t g_217[5] = {0x9D43L,0x9D43L,0x9D43L,0x9D43L,0x9D43L};
static struct S0 *g_218 = (void*)0;
static uint32_t g_258 = 0UL;
static uint64_t g_267[4][3] = {{0xC39C3005221912F0LL,18446744073709551609UL,0x85E572430E13A423LL},{0x49DFCFB0E268D75CLL,18446744073709551609UL,0x49DFCFB0E268D75CLL},{18446744073709551607UL,0xC39C3005221912F0LL,0x85E572430E13A423LL},{18446744073709551607UL,18446744073709551607UL,0xC39C3005221912F0LL}};
static int32_t *g_272 = &g_16[1];
static union U2 * const *g_285 = (void*)0;


/* --- FORWARD DECLARATIONS --- */
static const uint32_t  func_1(void);
static union U2  func_2(uint32_t  p_3);
static uint32_t  func_4(int8_t * p_5, int8_t * const  p_6, int32_t  p_7, union U4  p_8, uint32_t  p_9);
static int8_t * const  func_11(int8_t * p_12);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_217
 * writes:
 */
static const uint32_t  func_1(void)
{ /* block id: 0 */
    int8_t *l_10 = (void*)0;
    union U4 l_67 = {-6L};
    uint16_t *l_68 = &g_69;
    int32_t l_71 = 0x90A4143FL;
    int32_t l_170 = 0x945B4DF5L;
    struct S0 l_176 = {-9L,0xD85A3CD4L,0xB03F721CDB4FA6D5LL,65530UL,0x9B0C17D9L};
    int32_t l_202 = (-4L);
    union U3 * const l_220 = &g_28;
    int64_t l_255 = 0xFC81CA3231BC1E31LL;
    int32_t l_275[3];
    int i;
    for (i = 0; i < 3; i++)
        l_275[i] = 1L;
    return g_217[3];
}


/* ------------------------------------------ */
/* 
 * reads : g_126.f2 g_126.f0 g_19.f3 g_28.f0.f2 g_19.f0 g_169
 * writes: g_70 g_19.f0
 */
static union U2  func_2(uint32_t  p_3)
{ /* block id: 104 */
    int8_t l_160[1][6];
    uint32_t *l_164 = &g_112;
    union U4 l_165[5] = {{0L},{0L},{0L},{0L},{0L}};
    union U4 *l_166 = &g_70;
    int32_t l_167 = 0xBF531EAEL;
    int32_t *l_168 = &g_19.f0;
    int i, j;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 6; j++)
            l_160[i][j] = (-1L);
    }
    (*l_168) &= (((safe_add_func_int16_t_s_s(g_126[6][0].f2, (safe_mul_func_uint8_t_u_u(l_160[0][2], (l_167 &= ((((safe_rshift_func_uint8_t_u_s(((+(l_164 != &g_112)) >= ((((((*l_166) = l_165[2]) , 0x22A78F6BL) , l_165[2].f0) || (-5L)) ^ 0UL)), l_165[2].f0)) & 1UL) <= g_126[6][0].f0) <= g_19.f3)))))) < g_28.f0.f2) < g_19.f3);
    return g_169;
}


/* ------------------------------------------ */
/* 
 * reads : g_28.f0.f2 g_60 g_28.f0.f3 g_19.f1 g_19.f0 g_19.f4 g_112 g_98 g_69 g_16 g_32 g_33 g_34 g_126 g_70 g_65 g_101
 * writes: g_28.f0.f2 g_44.f1 g_82 g_98 g_101 g_16 g_112 g_18 g_19 g_126 g_60 g_150 g_65 g_33
 */
static uint32_t  func_4(int8_t * p_5, int8_t * const  p_6, int32_t  p_7, union U4  p_8, uint32_t  p_9)
{ /* block id: 46 */
    int32_t l_84 = 0L;
    uint32_t l_117 = 0xE7FF35BAL;
    int32_t l_125[1][4] = {{2L,2L,2L,2L}};
    union U3 *l_128 = &g_28;
    uint16_t **l_134[5][6] = {{&g_98,(void*)0,&g_98,&g_98,(void*)0,&g_98},{&g_98,&g_98,&g_98,&g_98,&g_98,&g_98},{&g_98,&g_98,&g_98,&g_98,&g_98,&g_98},{&g_98,(void*)0,&g_98,&g_98,(void*)0,&g_98},{&g_98,&g_98,&g_98,&g_98,&g_98,&g_98}};
    int16_t l_137 = 0x52E5L;
    uint8_t l_154 = 1UL;
    int i, j;
    for (g_28.f0.f2 = (-2); (g_28.f0.f2 >= 1); g_28.f0.f2 = safe_add_func_int16_t_s_s(g_28.f0.f2, 1))
    { /* block id: 49 */
        const union U3 *l_77 = &g_28;
        const union U3 **l_76[7] = {&l_77,&l_77,&l_77,&l_77,&l_77,&l_77,&l_77};
        int32_t l_99 = (-6L);
        int32_t l_118 = 0xF6FB7343L;
        struct S0 *l_127 = &g_19;
        uint16_t **l_133[6];
        uint16_t ***l_132 = &l_133[3];
        union U3 ** const *l_149 = &g_33;
        union U3 ** const **l_148 = &l_149;
        union U3 ***l_155 = &g_33;
        int i;
        for (i = 0; i < 6; i++)
            l_133[i] = &g_98;
        for (g_44.f1 = (-25); (g_44.f1 != 35); ++g_44.f1)
        { /* block id: 52 */
            const union U3 ***l_78 = (void*)0;
            const union U3 ***l_79 = &l_76[3];
            const union U3 **l_81 = &l_77;
            const union U3 ***l_80 = &l_81;
            int32_t l_89 = 0x50442C13L;
            int32_t l_103[9][7] = {{0x4D0EF1DBL,0x4D0EF1DBL,6L,6L,0x4D0EF1DBL,0x4D0EF1DBL,6L},{(-9L),0xED79FF3DL,(-9L),0xED79FF3DL,(-9L),0xED79FF3DL,(-9L)},{0x4D0EF1DBL,6L,6L,0x4D0EF1DBL,0x4D0EF1DBL,6L,6L},{(-1L),0xED79FF3DL,(-1L),0xED79FF3DL,(-1L),0xED79FF3DL,(-1L)},{0x4D0EF1DBL,0x4D0EF1DBL,6L,6L,0x4D0EF1DBL,0x4D0EF1DBL,6L},{(-9L),0xED79FF3DL,(-9L),0xED79FF3DL,(-9L),0xED79FF3DL,(-9L)},{0x4D0EF1DBL,6L,6L,0x4D0EF1DBL,0x4D0EF1DBL,6L,6L},{(-1L),0xED79FF3DL,(-1L),0xED79FF3DL,(-1L),0xED79FF3DL,(-1L)},{0x4D0EF1DBL,0x4D0EF1DBL,6L,6L,0x4D0EF1DBL,0x4D0EF1DBL,6L}};
            const union U2 l_108 = {0xB6L};
            int64_t l_119 = 0x522D215C821C9B56LL;
            int i, j;
            g_82 = ((*l_80) = ((*l_79) = l_76[5]));
            if ((g_60 <= l_84))
            { /* block id: 56 */
                uint16_t *l_97 = &g_28.f0.f3;
                uint16_t **l_96[6];
                int16_t *l_100 = &g_101;
                int32_t *l_102[8] = {&l_89,&l_89,&l_89,&l_89,&l_89,&l_89,&l_89,&l_89};
                uint32_t *l_110 = (void*)0;
                uint32_t *l_111 = &g_112;
                int i;
                for (i = 0; i < 6; i++)
                    l_96[i] = &l_97;
                l_103[3][4] |= (g_16[1] = (safe_div_func_int64_t_s_s(((safe_add_func_uint64_t_u_u(((g_28.f0.f3 == l_89) ^ ((*l_100) = (g_19.f1 , ((safe_mod_func_uint8_t_u_u((safe_sub_func_int8_t_s_s((((((safe_add_func_uint64_t_u_u(((&g_69 != (g_98 = &g_69)) <= g_19.f0), 0x45CBE7429D79668BLL)) , p_9) > 0x494E2003L) | p_8.f0) || 1UL), 0x43L)), l_99)) & p_8.f0)))), g_19.f4)) <= p_8.f0), 1L)));
                l_118 |= (safe_mod_func_int16_t_s_s((((safe_rshift_func_int8_t_s_u((l_108 , ((*p_6) = (((l_99 <= (l_99 <= (((p_8.f0 && (~(--(*l_111)))) >= ((safe_mod_func_uint16_t_u_u((l_103[3][4] = (*g_98)), (*g_98))) & 1UL)) , l_117))) < l_99) | (-1L)))), g_19.f0)) , l_103[3][4]) > p_7), 0xB3F4L));
                return l_119;
            }
            else
            { /* block id: 66 */
                struct S0 *l_121 = &g_28.f0;
                struct S0 **l_120 = &l_121;
                uint32_t *l_123[10][9] = {{(void*)0,&g_112,&g_112,(void*)0,&g_112,&g_112,(void*)0,&g_112,&g_112},{(void*)0,&g_112,(void*)0,&g_112,&g_112,&g_112,(void*)0,&g_112,&g_112},{&g_112,&g_112,(void*)0,&g_112,&g_112,&g_112,(void*)0,&g_112,&g_112},{&g_112,&g_112,&g_112,&g_112,&g_112,(void*)0,(void*)0,&g_112,&g_112},{(void*)0,&g_112,&g_112,&g_112,&g_112,&g_112,&g_112,&g_112,&g_112},{&g_112,&g_112,(void*)0,(void*)0,&g_112,&g_112,(void*)0,&g_112,(void*)0},{&g_112,&g_112,(void*)0,(void*)0,&g_112,&g_112,&g_112,&g_112,&g_112},{&g_112,(void*)0,&g_112,&g_112,&g_112,&g_112,&g_112,&g_112,&g_112},{&g_112,(void*)0,&g_112,&g_112,(void*)0,&g_112,&g_112,&g_112,(void*)0},{&g_112,&g_112,&g_112,&g_112,&g_112,(void*)0,(void*)0,&g_112,&g_112}};
                int32_t l_124[3][6] = {{5L,5L,0xC33642C4L,0x53674B77L,0xC33642C4L,5L},{0xC33642C4L,0xE44A5262L,0x53674B77L,0x53674B77L,0xE44A5262L,0xC33642C4L},{5L,0xC33642C4L,0x53674B77L,0xC33642C4L,5L,5L}};
                int i, j;
                (*l_120) = &g_19;
                l_125[0][3] = ((p_8.f0 | ((g_16[1] == 1L) == (((p_7 >= ((~(l_123[0][2] != (void*)0)) >= l_124[2][3])) , (void*)0) == &l_124[2][3]))) < p_8.f0);
                (*l_81) = (**g_32);
            }
            return g_112;
        }
        (*l_127) = g_126[6][0];
        if (((l_84 , (((l_128 != l_128) && p_9) != g_126[6][0].f1)) == 0x672963C6L))
        { /* block id: 74 */
            for (p_7 = 0; (p_7 <= 6); p_7 += 1)
            { /* block id: 77 */
                struct S0 **l_129 = &l_127;
                (*l_129) = &g_126[6][0];
                (*l_127) = g_126[6][0];
            }
        }
        else
        { /* block id: 81 */
            uint16_t **l_131 = &g_98;
            uint16_t ***l_130 = &l_131;
            union U2 l_147[4][5] = {{{1L},{0xD5L},{0xD5L},{1L},{5L}},{{1L},{0xD5L},{0xD5L},{1L},{5L}},{{1L},{0xD5L},{0xD5L},{1L},{5L}},{{1L},{0xD5L},{0xD5L},{1L},{5L}}};
            int32_t **l_152 = (void*)0;
            int32_t **l_153[1];
            int i, j;
            for (i = 0; i < 1; i++)
                l_153[i] = &g_65;
            for (g_60 = 0; (g_60 <= 0); g_60 += 1)
            { /* block id: 84 */
                int i, j;
                if (p_9)
                    break;
                l_125[g_60][(g_60 + 1)] = 0x421836AFL;
                g_16[(g_60 + 4)] = 0x4BEAC128L;
                l_132 = (g_70 , l_130);
            }
            if ((((l_134[1][5] != (p_9 , l_134[1][5])) != ((safe_mul_func_uint8_t_u_u(g_19.f1, (1UL == 0x45CFL))) & p_8.f0)) | l_137))
            { /* block id: 90 */
                union U2 l_138 = {0xD6L};
                struct S0 l_139 = {-3L,0x4198D20EL,0UL,0xF6C1L,5L};
                struct S0 *l_140 = &g_126[6][0];
                (*l_140) = (l_138 , ((*l_127) = l_139));
                l_118 ^= (safe_mul_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_u(((g_98 = (*l_131)) == &g_69), 0)), (safe_lshift_func_uint16_t_u_u(65535UL, 8))));
            }
            else
            { /* block id: 95 */
                g_150[4][4] = (l_147[1][2] , l_148);
            }
            g_65 = &g_16[1];
            l_154 &= (*g_65);
        }
        (*l_155) = (**l_148);
    }
    return g_101;
}


/* ------------------------------------------ */
/* 
 * reads : g_15 g_19 g_32 g_28.f0.f3 g_44 g_28.f0 g_60
 * writes: g_15 g_16 g_19 g_18 g_32 g_28.f0.f0 g_65
 */
static int8_t * const  func_11(int8_t * p_12)
{ /* block id: 1 */
    struct S0 l_14[8][1] = {{{-1L,0L,0UL,3UL,8L}},{{1L,0xD95DA228L,0xD564C7B7F609B2B5LL,65531UL,0x6F885EA6L}},{{-1L,0L,0UL,3UL,8L}},{{1L,0xD95DA228L,0xD564C7B7F609B2B5LL,65531UL,0x6F885EA6L}},{{-1L,0L,0UL,3UL,8L}},{{1L,0xD95DA228L,0xD564C7B7F609B2B5LL,65531UL,0x6F885EA6L}},{{-1L,0L,0UL,3UL,8L}},{{1L,0xD95DA228L,0xD564C7B7F609B2B5LL,65531UL,0x6F885EA6L}}};
    int32_t l_26 = 0x52B8909FL;
    int16_t l_39 = 0x7CECL;
    struct S0 *l_66 = &g_19;
    int i, j;
    for (g_15 = 0; (g_15 >= 0); g_15 -= 1)
    { /* block id: 4 */
        struct S0 *l_20 = &g_19;
        int32_t l_23 = 5L;
        union U3 *l_27 = &g_28;
        for (g_16[1] = 0; (g_16[1] <= 0); g_16[1] += 1)
        { /* block id: 7 */
            int8_t * const l_17 = &g_18;
            return l_17;
        }
        (*l_20) = g_19;
        for (g_18 = 0; (g_18 <= 0); g_18 += 1)
        { /* block id: 13 */
            const int32_t l_30 = 0x95830AF3L;
            union U1 l_58 = {{-1L,1L,0xB3AD7D893B252958LL,65535UL,-1L}};
            if ((safe_sub_func_uint16_t_u_u(((l_23 > (safe_mod_func_int32_t_s_s((0x6EA4182467468E57LL < g_19.f4), (l_23 || l_23)))) , l_26), 0UL)))
            { /* block id: 14 */
                if (l_23)
                    break;
            }
            else
            { /* block id: 16 */
                union U3 **l_29 = &l_27;
                int32_t *l_31 = &g_19.f0;
                union U3 ****l_35 = &g_32;
                (*l_29) = l_27;
                (*l_31) = l_30;
                (*l_35) = g_32;
                (*l_31) ^= (l_23 || 0x51AD04870E7C4BD4LL);
            }
            for (g_19.f3 = 0; (g_19.f3 <= 0); g_19.f3 += 1)
            { /* block id: 24 */
                int32_t l_38 = 0xFD97811DL;
                int32_t *l_40 = &g_16[1];
                (*l_40) = (((safe_unary_minus_func_uint32_t_u(g_19.f4)) | (!l_38)) | (l_39 || (g_19.f3 , l_38)));
                if (g_28.f0.f3)
                    break;
                return &g_18;
            }
            for (g_19.f2 = 0; (g_19.f2 <= 0); g_19.f2 += 1)
            { /* block id: 31 */
                uint16_t *l_56 = &g_19.f3;
                int32_t l_57 = 7L;
                uint32_t l_59 = 5UL;
                int32_t *l_61 = (void*)0;
                int32_t *l_62 = &g_16[1];
                (*l_62) = ((safe_lshift_func_int16_t_s_s((!((((((((((g_44 , (((safe_add_func_int64_t_s_s((!l_30), (safe_mod_func_int32_t_s_s(((safe_mul_func_int16_t_s_s(1L, ((g_28.f0 , (safe_div_func_uint16_t_u_u(((*l_56) ^= ((safe_mul_func_int16_t_s_s(0x3F8AL, 0x2FD8L)) ^ g_28.f0.f2)), g_28.f0.f4))) <= 0x511EL))) && l_39), 5UL)))) != l_57) || l_23)) & l_26) , l_58) , l_39) >= l_59) > l_59) , l_58.f0.f0) & g_28.f0.f1) , g_60) >= l_39)), 5)) & l_57);
            }
            for (g_28.f0.f0 = 0; (g_28.f0.f0 <= 0); g_28.f0.f0 += 1)
            { /* block id: 37 */
                int32_t *l_63[10] = {(void*)0,(void*)0,&g_16[1],(void*)0,(void*)0,&g_16[1],(void*)0,(void*)0,&g_16[1],(void*)0};
                int32_t **l_64[7];
                int i;
                for (i = 0; i < 7; i++)
                    l_64[i] = &l_63[5];
                if (l_23)
                    break;
                g_65 = l_63[0];
            }
        }
    }
    (*l_66) = g_28.f0;
    return &g_18;
}




/* ---------------------------------------- */
int main (void)
{
    int i, j;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_15, "g_15", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_16[i], "g_16[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_18, "g_18", print_hash_value);
    transparent_crc(g_19.f0, "g_19.f0", print_hash_value);
    transparent_crc(g_19.f1, "g_19.f1", print_hash_value);
    transparent_crc(g_19.f2, "g_19.f2", print_hash_value);
    transparent_crc(g_19.f3, "g_19.f3", print_hash_value);
    transparent_crc(g_19.f4, "g_19.f4", print_hash_value);
    transparent_crc(g_28.f0.f0, "g_28.f0.f0", print_hash_value);
    transparent_crc(g_28.f0.f1, "g_28.f0.f1", print_hash_value);
    transparent_crc(g_28.f0.f2, "g_28.f0.f2", print_hash_value);
    transparent_crc(g_28.f0.f3, "g_28.f0.f3", print_hash_value);
    transparent_crc(g_28.f0.f4, "g_28.f0.f4", print_hash_value);
    transparent_crc(g_44.f0.f0, "g_44.f0.f0", print_hash_value);
    transparent_crc(g_44.f0.f1, "g_44.f0.f1", print_hash_value);
    transparent_crc(g_44.f0.f2, "g_44.f0.f2", print_hash_value);
    transparent_crc(g_44.f0.f3, "g_44.f0.f3", print_hash_value);
    transparent_crc(g_44.f0.f4, "g_44.f0.f4", print_hash_value);
    transparent_crc(g_60, "g_60", print_hash_value);
    transparent_crc(g_69, "g_69", print_hash_value);
    transparent_crc(g_70.f0, "g_70.f0", print_hash_value);
    transparent_crc(g_101, "g_101", print_hash_value);
    transparent_crc(g_112, "g_112", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_126[i][j].f0, "g_126[i][j].f0", print_hash_value);
            transparent_crc(g_126[i][j].f1, "g_126[i][j].f1", print_hash_value);
            transparent_crc(g_126[i][j].f2, "g_126[i][j].f2", print_hash_value);
            transparent_crc(g_126[i][j].f3, "g_126[i][j].f3", print_hash_value);
            transparent_crc(g_126[i][j].f4, "g_126[i][j].f4", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_169.f0, "g_169.f0", print_hash_value);
    transparent_crc(g_196, "g_196", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_217[i], "g_217[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_258, "g_258", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_267[i][j], "g_267[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 91
   depth: 1, occurrence: 8
XXX total union variables: 9

XXX max expression depth: 25
breakdown:
   depth: 1, occurrence: 56
   depth: 2, occurrence: 14
   depth: 3, occurrence: 2
   depth: 5, occurrence: 1
   depth: 6, occurrence: 2
   depth: 7, occurrence: 1
   depth: 8, occurrence: 1
   depth: 10, occurrence: 1
   depth: 17, occurrence: 1
   depth: 18, occurrence: 1
   depth: 20, occurrence: 1
   depth: 25, occurrence: 1

XXX total number of pointers: 111

XXX times a variable address is taken: 166
XXX times a pointer is dereferenced on RHS: 12
breakdown:
   depth: 1, occurrence: 10
   depth: 2, occurrence: 2
XXX times a pointer is dereferenced on LHS: 48
breakdown:
   depth: 1, occurrence: 48
XXX times a pointer is compared with null: 3
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 2
XXX times a pointer is qualified to be dereferenced: 738

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 125
   level: 2, occurrence: 4
XXX number of pointers point to pointers: 43
XXX number of pointers point to scalars: 46
XXX number of pointers point to structs: 9
XXX percent of pointers has null in alias set: 24.3
XXX average alias set size: 1.28

XXX times a non-volatile is read: 219
XXX times a non-volatile is write: 158
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 1
XXX backward jumps: 1

XXX stmts: 54
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 8
   depth: 1, occurrence: 7
   depth: 2, occurrence: 13
   depth: 3, occurrence: 26

XXX percentage a fresh-made variable is used: 25.2
XXX percentage an existing variable is used: 74.8
********************* end of statistics **********************/

