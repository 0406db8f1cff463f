/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 42 -o csmith_42.c
 * Seed:      42
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   const int8_t * f0;
   int32_t  f1;
   const uint8_t  f2;
};

/* --- GLOBAL VARIABLES --- */
static uint64_t g_4 = 0x07E17F759609C3FBLL;
static int32_t g_16 = 7L;
static uint32_t g_48 = 4294967295UL;
static uint8_t g_49 = 255UL;
static int16_t g_70 = 0x4C89L;
static const int32_t g_73 = (-2L);
static const int32_t g_75 = 0x298A7B98L;
static const int32_t *g_74[1] = {&g_75};
static int32_t g_79 = 0xC93CBC91L;
static uint16_t g_80 = 0xF148L;
static int32_t g_85 = 0x359D2D10L;
static int64_t g_92 = 0x0407C5320B35339FLL;
static int64_t *g_96[4] = {&g_92,&g_92,&g_92,&g_92};
static int64_t **g_95 = &g_96[2];
static const union U0 g_99 = {0};
static int8_t g_114 = 0xD4L;
static uint64_t g_168[9][2] = {{0x9452628C699ED955LL,0x0719000718B624CALL},{0x9452628C699ED955LL,0x0719000718B624CALL},{0x9452628C699ED955LL,0x0719000718B624CALL},{0x9452628C699ED955LL,0x0719000718B624CALL},{0x9452628C699ED955LL,0x0719000718B624CALL},{0x9452628C699ED955LL,0x0719000718B624CALL},{0x9452628C699ED955LL,0x0719000718B624CALL},{0x9452628C699ED955LL,0x0719000718B624CALL},{0x9452628C699ED955LL,0x0719000718B624CALL}};
static int32_t g_193 = (-1L);
static int32_t g_196 = (-10L);
static int64_t g_199 = 1L;
static int32_t g_200 = (-1L);
static uint32_t g_201 = 0xDA87B3A4L;
static uint16_t g_204 = 0xFC8DL;
static int32_t *g_215[8] = {&g_200,&g_16,&g_200,&g_16,&g_200,&g_16,&g_200,&g_16};
static uint8_t *g_264 = &g_49;
static int64_t g_325 = 0L;
static uint32_t g_331 = 3UL;


/* --- FORWARD DECLARATIONS --- */
static const uint64_t  func_1(void);
static uint16_t  func_6(int32_t  p_7);
static int8_t * func_13(uint32_t  p_14);
static uint8_t  func_23(uint32_t  p_24);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_4 g_92 g_80 g_16 g_168 g_204 g_85 g_199 g_264 g_49 g_79 g_73 g_75 g_95 g_96 g_70 g_196 g_201 g_331 g_99
 * writes: g_16 g_264 g_85 g_80 g_49 g_331 g_201 g_48 g_79
 */
static const uint64_t  func_1(void)
{ /* block id: 0 */
    uint64_t l_5 = 6UL;
    int8_t l_12[10] = {0x75L,1L,0xD2L,1L,0x75L,0x75L,1L,0xD2L,1L,0x75L};
    int8_t *l_236 = &l_12[4];
    int8_t **l_235 = &l_236;
    int8_t *l_238 = &l_12[1];
    int8_t **l_237 = &l_238;
    uint64_t l_239 = 18446744073709551613UL;
    int32_t *l_240[9] = {&g_200,(void*)0,(void*)0,&g_200,(void*)0,&g_85,(void*)0,&g_85,&g_85};
    uint64_t l_241[4];
    uint32_t l_267 = 18446744073709551611UL;
    int32_t **l_268 = (void*)0;
    int32_t **l_269 = &l_240[8];
    union U0 l_277[6][1] = {{{0}},{{0}},{{0}},{{0}},{{0}},{{0}}};
    const int8_t l_279 = 0L;
    int i, j;
    for (i = 0; i < 4; i++)
        l_241[i] = 0xB2B409C0A555EB30LL;
    l_267 = (safe_add_func_uint8_t_u_u((g_4 & l_5), (func_6((l_241[3] = ((safe_div_func_int32_t_s_s((((g_4 , (l_12[4] > (((*l_237) = ((*l_235) = func_13(l_12[0]))) == &g_114))) >= g_92) && l_12[4]), l_239)) ^ l_239))) , g_199)));
lbl_311:
    (*l_269) = l_240[8];
    if (((g_168[8][1] == (((void*)0 != &g_70) , (*g_264))) == g_92))
    { /* block id: 113 */
        uint32_t *l_270 = &l_267;
        uint16_t *l_278 = &g_80;
        int32_t l_280 = 0x768B4554L;
        const int64_t l_285 = 1L;
        int32_t l_320 = 0L;
        int32_t l_322 = (-1L);
        int32_t l_330[6];
        int32_t l_344 = (-6L);
        int i;
        for (i = 0; i < 6; i++)
            l_330[i] = (-8L);
        if (((((*l_270) = g_168[8][1]) , ((safe_add_func_int32_t_s_s((safe_mul_func_int16_t_s_s((safe_add_func_uint8_t_u_u(((l_277[2][0] , ((*l_278) = g_79)) , (*g_264)), l_279)), l_280)), l_280)) < g_73)) | l_280))
        { /* block id: 116 */
            uint64_t l_281 = 0x40DFEE72222A849FLL;
            int16_t l_283 = 0x6E6FL;
            int32_t l_284 = 3L;
            l_284 |= ((l_281 < l_280) & ((((void*)0 == l_278) <= (((((~((*g_264) |= l_280)) ^ g_199) >= 4294967294UL) >= (-1L)) <= l_283)) < g_75));
        }
        else
        { /* block id: 119 */
            return l_285;
        }
        for (l_5 = 0; (l_5 < 14); l_5 = safe_add_func_uint32_t_u_u(l_5, 5))
        { /* block id: 124 */
            uint16_t l_301 = 65535UL;
            int32_t l_302[4];
            int32_t l_310[4];
            int32_t l_319 = 0L;
            int32_t l_321 = 7L;
            int64_t l_328 = 0x2FAE3370377B8471LL;
            int i;
            for (i = 0; i < 4; i++)
                l_302[i] = 0x051C9236L;
            for (i = 0; i < 4; i++)
                l_310[i] = 9L;
            if ((safe_add_func_int64_t_s_s((**g_95), (safe_lshift_func_uint16_t_u_s((((safe_rshift_func_int8_t_s_s((safe_mul_func_uint8_t_u_u((safe_add_func_uint32_t_u_u(((safe_mul_func_uint16_t_u_u(((!(l_277[2][0] , (l_302[0] = l_301))) & (((safe_add_func_uint16_t_u_u((+(safe_add_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_u(((((g_70 ^ ((l_310[3] = l_301) , l_285)) ^ 0x9670L) ^ g_70) & (-1L)), 15)), l_301))), 0xED9BL)) == 0x0DL) >= l_301)), l_301)) , g_196), 0x57FD0B38L)), (*g_264))), 6)) == 0L) <= g_70), 1)))))
            { /* block id: 127 */
                int16_t l_318 = 0x66BCL;
                int32_t l_323 = 0xE1289C79L;
                int32_t l_324 = 1L;
                int32_t l_326 = 0x2F7C2961L;
                int16_t l_327 = 0x37AAL;
                int32_t l_329[2];
                int i;
                for (i = 0; i < 2; i++)
                    l_329[i] = 4L;
                if (g_4)
                    goto lbl_311;
                l_318 = (safe_rshift_func_int16_t_s_s(((safe_sub_func_int8_t_s_s(g_85, ((*g_264) ^ (*g_264)))) ^ (safe_lshift_func_uint8_t_u_u(((g_73 < (l_302[0] < g_80)) != 18446744073709551613UL), 0))), g_201));
                --g_331;
                return g_79;
            }
            else
            { /* block id: 132 */
                uint16_t l_334 = 65535UL;
                int32_t l_337[4];
                uint32_t l_338 = 0x5CADD11AL;
                uint32_t *l_353 = &g_201;
                uint32_t *l_354 = (void*)0;
                int i;
                for (i = 0; i < 4; i++)
                    l_337[i] = (-10L);
                ++l_334;
                --l_338;
                l_337[2] &= ((safe_sub_func_uint32_t_u_u((g_99 , (g_48 = ((*l_353) = ((g_4 , (l_344 = (+0x8FABL))) , (((((safe_rshift_func_uint16_t_u_u((safe_lshift_func_int16_t_s_s((((safe_div_func_int8_t_s_s(g_16, (safe_sub_func_uint16_t_u_u((l_319 <= l_330[3]), l_338)))) ^ 0xAB5CC9F25971B6A7LL) > l_334), 12)), 14)) >= l_320) , (void*)0) != &l_320) | g_16))))), 1L)) & g_49);
                (*l_269) = (*l_269);
            }
            for (g_79 = 0; g_79 < 6; g_79 += 1)
            {
                l_330[g_79] = 1L;
            }
        }
    }
    else
    { /* block id: 143 */
        const uint16_t l_355 = 0UL;
        return l_355;
    }
    for (g_80 = 1; (g_80 <= 7); g_80 += 1)
    { /* block id: 148 */
        int8_t l_356 = 0xDEL;
        int32_t l_357 = 1L;
        l_357 = l_356;
    }
    return g_75;
}


/* ------------------------------------------ */
/* 
 * reads : g_80 g_16 g_168 g_204 g_85
 * writes: g_264 g_85
 */
static uint16_t  func_6(int32_t  p_7)
{ /* block id: 106 */
    uint32_t l_242[4][1] = {{0xE7F53028L},{4UL},{0xE7F53028L},{4UL}};
    uint8_t *l_243 = (void*)0;
    int32_t l_260 = 0L;
    uint8_t **l_261 = (void*)0;
    uint8_t *l_263 = &g_49;
    uint8_t **l_262[5];
    int32_t *l_265 = (void*)0;
    int32_t *l_266 = &g_85;
    int i, j;
    for (i = 0; i < 5; i++)
        l_262[i] = &l_263;
    (*l_266) = ((p_7 , l_242[2][0]) < ((l_243 != (g_264 = ((safe_lshift_func_uint16_t_u_s((safe_mod_func_uint32_t_u_u(g_80, (safe_lshift_func_int16_t_s_s((safe_add_func_uint8_t_u_u((l_260 = (safe_rshift_func_uint16_t_u_s(((((safe_add_func_uint8_t_u_u((safe_lshift_func_int16_t_s_s((safe_sub_func_int8_t_s_s((&g_49 == l_243), 249UL)), p_7)), l_242[3][0])) , p_7) <= g_16) && g_168[8][1]), 5))), g_204)), 5)))), 6)) , &g_49))) | l_242[2][0]));
    return (*l_266);
}


/* ------------------------------------------ */
/* 
 * reads : g_16
 * writes: g_16
 */
static int8_t * func_13(uint32_t  p_14)
{ /* block id: 1 */
    int8_t l_15[4];
    int32_t *l_17 = &g_16;
    uint16_t l_32 = 6UL;
    int64_t l_226 = (-1L);
    int i;
    for (i = 0; i < 4; i++)
        l_15[i] = 0xCFL;
    for (p_14 = 0; (p_14 <= 3); p_14 += 1)
    { /* block id: 4 */
        int32_t l_31 = (-10L);
        int8_t l_231 = (-1L);
        int i;
        if (l_15[p_14])
            break;
        for (g_16 = 3; (g_16 >= 0); g_16 -= 1)
        { /* block id: 8 */
            int32_t *l_18 = (void*)0;
            l_18 = (p_14 , l_17);
        }
    }
    return &g_114;
}


/* ------------------------------------------ */
/* 
 * reads : g_49 g_16 g_70 g_73 g_48 g_4 g_85 g_95 g_99 g_79 g_75 g_114 g_96 g_92 g_80 g_168 g_193 g_201 g_204
 * writes: g_49 g_70 g_74 g_79 g_80 g_48 g_85 g_92 g_95 g_114 g_168 g_193 g_201 g_204
 */
static uint8_t  func_23(uint32_t  p_24)
{ /* block id: 11 */
    uint32_t *l_47[1];
    int32_t l_69 = 0x6DF3F186L;
    const int32_t *l_72 = &g_73;
    const int32_t **l_71[5];
    uint8_t l_76 = 4UL;
    int32_t *l_77 = (void*)0;
    int32_t *l_78[8] = {&l_69,&l_69,&l_69,&l_69,&l_69,&l_69,&l_69,&l_69};
    union U0 l_128 = {0};
    int16_t l_137 = (-4L);
    int8_t l_171[10][4] = {{(-1L),0xD1L,0xD1L,(-1L)},{0xD1L,(-1L),0xD1L,0xD1L},{(-1L),(-1L),(-5L),(-1L)},{(-1L),0xD1L,0xD1L,(-1L)},{0xD1L,(-1L),0xD1L,0xD1L},{(-1L),(-1L),(-5L),(-1L)},{(-1L),0xD1L,0xD1L,(-1L)},{0xD1L,(-1L),0xD1L,0xD1L},{(-1L),(-1L),(-5L),(-1L)},{(-1L),0xD1L,0xD1L,(-1L)}};
    int i, j;
    for (i = 0; i < 1; i++)
        l_47[i] = &g_48;
    for (i = 0; i < 5; i++)
        l_71[i] = &l_72;
    if (((g_80 = (g_79 = ((safe_rshift_func_int8_t_s_u(0L, (safe_mul_func_uint16_t_u_u(((safe_lshift_func_uint8_t_u_s((safe_mul_func_int8_t_s_s((safe_add_func_uint16_t_u_u((safe_sub_func_uint64_t_u_u((safe_rshift_func_uint8_t_u_s(((g_49 ^= 4294967293UL) <= (((safe_sub_func_int16_t_s_s((g_16 & (safe_mod_func_int8_t_s_s((safe_mod_func_int16_t_s_s(((safe_sub_func_uint64_t_u_u((safe_add_func_uint32_t_u_u(((safe_sub_func_int16_t_s_s((4L | ((safe_div_func_int8_t_s_s(((((((g_74[0] = (((((+((((~(g_70 &= (~(((safe_mul_func_uint8_t_u_u(((((void*)0 != l_47[0]) & p_24) || l_69), p_24)) > 0x3744L) <= l_69)))) , 0x3E35F201L) , (void*)0) == l_47[0])) > l_69) < p_24) != 0UL) , &l_69)) != (void*)0) || (*l_72)) & 2UL) == 1L) != g_48), p_24)) >= p_24)), p_24)) , p_24), p_24)), p_24)) && p_24), (-1L))), 1L))), p_24)) || p_24) < g_16)), 0)), p_24)), l_76)), g_16)), g_73)) | 0x84D1L), 0xBE05L)))) >= 0x37L))) , (-1L)))
    { /* block id: 17 */
        int32_t *l_81[3][9] = {{&g_16,&g_16,&g_16,&l_69,&l_69,&g_16,&g_16,&g_16,&l_69},{&g_16,&l_69,&l_69,&g_16,&g_16,&g_16,&l_69,&l_69,&g_16},{(void*)0,&l_69,(void*)0,&l_69,(void*)0,(void*)0,&l_69,(void*)0,&l_69}};
        int16_t l_94 = 0L;
        int32_t **l_120 = &l_78[0];
        int i, j;
        for (l_76 = 0; (l_76 <= 7); l_76 += 1)
        { /* block id: 20 */
            uint32_t l_84 = 4UL;
            int32_t l_86[1][4] = {{(-4L),(-4L),(-4L),(-4L)}};
            uint8_t l_89[7][1] = {{0xDAL},{0xDAL},{0x23L},{0xDAL},{0xDAL},{0x23L},{0xDAL}};
            const int16_t l_90 = (-1L);
            int i, j;
            for (g_80 = 0; (g_80 <= 0); g_80 += 1)
            { /* block id: 23 */
                return g_4;
            }
            for (g_48 = 0; (g_48 <= 0); g_48 += 1)
            { /* block id: 28 */
                int64_t *l_91 = &g_92;
                int32_t l_93[2][3];
                int i, j;
                for (i = 0; i < 2; i++)
                {
                    for (j = 0; j < 3; j++)
                        l_93[i][j] = (-9L);
                }
                l_78[l_76] = l_81[0][4];
                g_85 ^= (safe_mul_func_uint16_t_u_u((l_84 || 255UL), g_16));
                l_86[0][1] = 0x85721BA6L;
                l_93[1][0] = ((((*l_91) = ((safe_add_func_uint16_t_u_u((255UL <= l_84), p_24)) >= ((((void*)0 != &l_81[0][4]) >= l_89[2][0]) , l_90))) , 0x1AL) < 0xEAL);
            }
            if (l_94)
                break;
            g_85 ^= p_24;
            for (g_70 = 0; (g_70 >= 0); g_70 -= 1)
            { /* block id: 39 */
                int64_t ***l_97 = (void*)0;
                int64_t ***l_98 = &g_95;
                int32_t l_103[6];
                int i;
                for (i = 0; i < 6; i++)
                    l_103[i] = 0xC62CF0DAL;
                (*l_98) = g_95;
                g_85 = ((0x0C9FB391C6011814LL > ((g_99 , (safe_mul_func_int8_t_s_s(((safe_unary_minus_func_uint64_t_u(((l_103[4] | (((((&g_48 != (void*)0) , 1UL) == 0x1AF0L) , 0x4B0E7A36L) , p_24)) && g_79))) | p_24), l_89[5][0]))) , l_86[0][1])) && l_103[5]);
            }
        }
        for (g_79 = (-20); (g_79 < 26); g_79++)
        { /* block id: 46 */
            uint32_t l_119 = 0xD3C6A4C7L;
            int32_t l_121 = 1L;
            int32_t l_122 = 0xB63E390BL;
            for (g_70 = 4; (g_70 >= 0); g_70 -= 1)
            { /* block id: 49 */
                int8_t *l_113 = &g_114;
                int i;
                g_85 &= (safe_mod_func_int32_t_s_s((safe_unary_minus_func_int8_t_s(((*l_113) ^= (0x68L == (((safe_div_func_int64_t_s_s((0x755E220CL > 0x49CAF053L), ((safe_rshift_func_int16_t_s_s((p_24 != 7UL), p_24)) && g_75))) ^ g_75) != p_24))))), p_24));
            }
            l_122 |= ((safe_sub_func_uint32_t_u_u((safe_mod_func_uint16_t_u_u(p_24, l_119)), (&g_74[0] == &l_78[7]))) , ((l_121 |= ((void*)0 == l_120)) | g_49));
        }
        return p_24;
    }
    else
    { /* block id: 57 */
        uint32_t l_123 = 0UL;
        uint8_t *l_135[5];
        int32_t l_136 = 1L;
        const union U0 l_154 = {0};
        int32_t l_158[8];
        uint32_t *l_161 = &g_48;
        int32_t *l_175 = &l_69;
        int64_t l_184 = 0x662BAD161D8D22D3LL;
        int i;
        for (i = 0; i < 5; i++)
            l_135[i] = &l_76;
        for (i = 0; i < 8; i++)
            l_158[i] = 0x2775F886L;
        l_123 ^= p_24;
        if ((safe_add_func_int64_t_s_s(((safe_rshift_func_uint8_t_u_s((l_136 = (l_128 , (((p_24 | (safe_mod_func_uint64_t_u_u((((safe_add_func_int8_t_s_s((0x912EA93CL == (g_85 |= (safe_lshift_func_uint8_t_u_s(0x6BL, ((-1L) && 0x04L))))), p_24)) , p_24) && (**g_95)), (**g_95)))) , 7L) || g_4))), p_24)) , (**g_95)), l_137)))
        { /* block id: 61 */
            uint32_t * const l_138 = &g_48;
            const int32_t l_147 = 0x783C7BDAL;
            int32_t l_172 = 0xF5C3AA76L;
            int16_t l_194 = (-2L);
            if ((((void*)0 != l_138) && (safe_lshift_func_uint16_t_u_s(((safe_div_func_int16_t_s_s(((p_24 , (((safe_div_func_int16_t_s_s((safe_mod_func_int64_t_s_s((&g_48 != l_78[4]), g_48)), 0xF508L)) , l_147) <= l_147)) >= g_80), p_24)) || p_24), 4))))
            { /* block id: 62 */
                int32_t ** const l_157 = &l_78[3];
                l_158[2] = (((safe_mul_func_uint16_t_u_u(((l_136 ^= (safe_mul_func_uint8_t_u_u((l_154 , (g_49 = (g_79 || p_24))), (+(g_75 , (safe_unary_minus_func_uint16_t_u((l_157 == &g_74[0])))))))) , p_24), l_147)) ^ l_123) == 0L);
            }
            else
            { /* block id: 66 */
                uint32_t **l_162 = &l_47[0];
                uint64_t *l_167 = &g_168[8][1];
                int32_t l_169 = 0L;
                int16_t *l_170[6][4] = {{&g_70,&g_70,&g_70,&g_70},{&g_70,&g_70,&g_70,&g_70},{&g_70,&g_70,(void*)0,&g_70},{&g_70,&g_70,&g_70,&g_70},{&g_70,&g_70,&g_70,&g_70},{&g_70,&g_70,(void*)0,&g_70}};
                int i, j;
                l_158[2] = (safe_mul_func_int8_t_s_s((((*l_162) = l_161) == ((g_70 = ((p_24 <= ((l_138 == &g_48) > (safe_lshift_func_int16_t_s_u(((safe_mod_func_int64_t_s_s((((((((*l_167) |= (((&g_48 != (void*)0) == p_24) || 0UL)) , 0L) , (void*)0) != (void*)0) | 18446744073709551615UL) && l_169), g_85)) > 0x04L), 2)))) > l_136)) , &g_48)), (*l_72)));
            }
            l_172 = l_171[9][1];
            for (l_123 = 9; (l_123 > 14); l_123 = safe_add_func_uint16_t_u_u(l_123, 8))
            { /* block id: 75 */
                uint64_t *l_191 = (void*)0;
                uint64_t *l_192 = &g_168[8][1];
                l_175 = &g_85;
                (*l_175) = (l_158[1] |= (((0xCE8C50E4L || (safe_sub_func_int8_t_s_s((safe_mod_func_int8_t_s_s((g_4 != (((((*l_72) , &g_70) == &l_137) != p_24) | 0xC644E58EE9C46A30LL)), g_168[5][0])), p_24))) > (*l_175)) != p_24));
                g_193 &= (0UL ^ (safe_add_func_int16_t_s_s((safe_mul_func_int16_t_s_s(l_184, ((safe_add_func_int64_t_s_s(0x28A0557642EFCB15LL, (((safe_sub_func_uint64_t_u_u(((*l_192) = ((safe_rshift_func_uint8_t_u_u(((-2L) == (*l_72)), g_168[8][1])) ^ 0xF4BCE8A264C33588LL)), 0x1DE62A7540F12F2DLL)) , 0UL) , g_75))) > g_85))), l_172)));
                l_194 = 1L;
            }
        }
        else
        { /* block id: 83 */
            int32_t l_195 = 5L;
            int32_t l_197 = (-4L);
            int32_t l_198[8] = {0L,1L,1L,0L,1L,1L,0L,1L};
            int32_t *l_207 = (void*)0;
            int i;
            g_201--;
            --g_204;
            l_207 = &l_197;
        }
        l_136 = (~(safe_mod_func_int32_t_s_s(((*l_175) = ((void*)0 == &g_70)), (safe_mul_func_int16_t_s_s((safe_lshift_func_int16_t_s_u(0xF518L, 8)), (p_24 , (((p_24 & g_16) || p_24) != 18446744073709551607UL)))))));
        g_74[0] = &l_158[2];
    }
    g_85 |= p_24;
    return p_24;
}




/* ---------------------------------------- */
int main (void)
{
    int i, j;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_4, "g_4", print_hash_value);
    transparent_crc(g_16, "g_16", print_hash_value);
    transparent_crc(g_48, "g_48", print_hash_value);
    transparent_crc(g_49, "g_49", print_hash_value);
    transparent_crc(g_70, "g_70", print_hash_value);
    transparent_crc(g_73, "g_73", print_hash_value);
    transparent_crc(g_75, "g_75", print_hash_value);
    transparent_crc(g_79, "g_79", print_hash_value);
    transparent_crc(g_80, "g_80", print_hash_value);
    transparent_crc(g_85, "g_85", print_hash_value);
    transparent_crc(g_92, "g_92", print_hash_value);
    transparent_crc(g_114, "g_114", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_168[i][j], "g_168[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_193, "g_193", print_hash_value);
    transparent_crc(g_196, "g_196", print_hash_value);
    transparent_crc(g_199, "g_199", print_hash_value);
    transparent_crc(g_200, "g_200", print_hash_value);
    transparent_crc(g_201, "g_201", print_hash_value);
    transparent_crc(g_204, "g_204", print_hash_value);
    transparent_crc(g_325, "g_325", print_hash_value);
    transparent_crc(g_331, "g_331", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 97
XXX total union variables: 5

XXX max expression depth: 49
breakdown:
   depth: 1, occurrence: 67
   depth: 2, occurrence: 12
   depth: 3, occurrence: 1
   depth: 5, occurrence: 1
   depth: 8, occurrence: 1
   depth: 9, occurrence: 1
   depth: 10, occurrence: 2
   depth: 11, occurrence: 3
   depth: 12, occurrence: 2
   depth: 13, occurrence: 2
   depth: 14, occurrence: 1
   depth: 16, occurrence: 1
   depth: 17, occurrence: 1
   depth: 20, occurrence: 2
   depth: 22, occurrence: 1
   depth: 24, occurrence: 1
   depth: 49, occurrence: 1

XXX total number of pointers: 55

XXX times a variable address is taken: 73
XXX times a pointer is dereferenced on RHS: 25
breakdown:
   depth: 1, occurrence: 21
   depth: 2, occurrence: 4
XXX times a pointer is dereferenced on LHS: 19
breakdown:
   depth: 1, occurrence: 19
XXX times a pointer is compared with null: 9
XXX times a pointer is compared with address of another variable: 4
XXX times a pointer is compared with another pointer: 1
XXX times a pointer is qualified to be dereferenced: 996

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 65
   level: 2, occurrence: 13
XXX number of pointers point to pointers: 14
XXX number of pointers point to scalars: 41
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 34.5
XXX average alias set size: 1.27

XXX times a non-volatile is read: 269
XXX times a non-volatile is write: 100
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 1

XXX stmts: 65
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 12
   depth: 1, occurrence: 13
   depth: 2, occurrence: 18
   depth: 3, occurrence: 22

XXX percentage a fresh-made variable is used: 19.1
XXX percentage an existing variable is used: 80.9
********************* end of statistics **********************/

