/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 51 -o csmith_51.c
 * Seed:      51
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   int8_t  f0;
   uint32_t  f1;
   int64_t  f2;
   int32_t  f3;
   const uint32_t  f4;
};

struct S1 {
   uint32_t  f0;
   int32_t  f1;
   int32_t  f2;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_3 = 4L;
static int32_t g_4 = (-2L);
static uint64_t g_21[10][4] = {{0UL,0xBD43D9C8C74C3EECLL,0x113783312EF314D4LL,0xBD43D9C8C74C3EECLL},{1UL,0x27142B622B607800LL,0xFC1F7B400765E4BCLL,0x63F6D1D89E17716ELL},{18446744073709551615UL,8UL,0UL,18446744073709551608UL},{0xE10D32DE9E5A9390LL,18446744073709551609UL,18446744073709551608UL,18446744073709551615UL},{0xE10D32DE9E5A9390LL,18446744073709551615UL,0UL,0UL},{18446744073709551615UL,18446744073709551615UL,0xFC1F7B400765E4BCLL,0UL},{1UL,0xFC1F7B400765E4BCLL,0x113783312EF314D4LL,0x27142B622B607800LL},{0UL,0x95C380A3888AD88CLL,0x52275DD3610CB4E3LL,0x113783312EF314D4LL},{0x113783312EF314D4LL,0x95C380A3888AD88CLL,18446744073709551615UL,0x27142B622B607800LL},{0x95C380A3888AD88CLL,0xFC1F7B400765E4BCLL,0x95C380A3888AD88CLL,0UL}};
static struct S1 g_24 = {0x914BE495L,5L,1L};
static int64_t g_34[3][6] = {{0xD287709C18003DBELL,0xD287709C18003DBELL,0xD287709C18003DBELL,0xD287709C18003DBELL,0xD287709C18003DBELL,0xD287709C18003DBELL},{0xD287709C18003DBELL,0xD287709C18003DBELL,0xD287709C18003DBELL,0xD287709C18003DBELL,0xD287709C18003DBELL,0xD287709C18003DBELL},{0xD287709C18003DBELL,0xD287709C18003DBELL,0xD287709C18003DBELL,0xD287709C18003DBELL,0xD287709C18003DBELL,0xD287709C18003DBELL}};
static int32_t g_41 = 0L;
static uint16_t g_82 = 0x7AF1L;
static struct S0 g_86 = {0xA4L,2UL,0x8F739C81172E912FLL,0x0E7D4E85L,0x73846C40L};
static const uint64_t *g_100 = &g_21[8][1];
static int16_t g_109 = 0x6600L;
static uint64_t g_117 = 0x547262ED815CE37CLL;
static uint16_t g_134 = 0UL;
static uint16_t g_171 = 65527UL;
static uint8_t g_186 = 0x54L;
static struct S1 g_225 = {7UL,0xA2D9FB24L,0x13AC7055L};
static struct S1 *g_224 = &g_225;
static const uint64_t g_243[2][7] = {{0x328CD33419C3FDF3LL,0x328CD33419C3FDF3LL,0x241BA70B08318785LL,0x328CD33419C3FDF3LL,0x328CD33419C3FDF3LL,0x241BA70B08318785LL,0x328CD33419C3FDF3LL},{0x6BC5B73318F3D07DLL,0xE46F1E76E659DC61LL,0xE46F1E76E659DC61LL,0x6BC5B73318F3D07DLL,0xE46F1E76E659DC61LL,0xE46F1E76E659DC61LL,0x6BC5B73318F3D07DLL}};
static int32_t *g_295 = &g_86.f3;
static int8_t *g_322 = &g_86.f0;
static struct S0 g_341 = {1L,1UL,0x35F71A27B32AB3D6LL,1L,0UL};
static int8_t **g_445 = &g_322;


/* --- FORWARD DECLARATIONS --- */
static const int8_t  func_1(void);
static int32_t * const  func_5(uint16_t  p_6);
static uint16_t  func_9(uint8_t  p_10, int32_t * p_11);
static struct S0  func_12(const int32_t * p_13, struct S1  p_14, int32_t * p_15);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3 g_4 g_341.f2 g_224 g_225 g_34 g_341 g_295 g_86.f3 g_21 g_186 g_100 g_86.f4 g_24.f2 g_322 g_86.f0
 * writes: g_3 g_4 g_86.f3 g_225.f2 g_341.f0 g_24 g_445
 */
static const int8_t  func_1(void)
{ /* block id: 0 */
    uint32_t l_2[5][3] = {{1UL,1UL,0x95364446L},{0xB6EC79CFL,1UL,0x5BF25CBDL},{0x3BEB7161L,1UL,0x3BEB7161L},{0x3BEB7161L,0xB6EC79CFL,1UL},{0xB6EC79CFL,0x3BEB7161L,0x3BEB7161L}};
    int64_t l_27[4][6] = {{0x47610B5C7B12393DLL,(-6L),0x47610B5C7B12393DLL,(-6L),0x47610B5C7B12393DLL,(-6L)},{0x11B1996FCD4D3380LL,(-6L),0x11B1996FCD4D3380LL,(-6L),0x11B1996FCD4D3380LL,(-6L)},{0x47610B5C7B12393DLL,(-6L),0x47610B5C7B12393DLL,(-6L),0x47610B5C7B12393DLL,(-6L)},{0x11B1996FCD4D3380LL,(-6L),0x11B1996FCD4D3380LL,(-6L),0x11B1996FCD4D3380LL,(-6L)}};
    struct S1 l_30 = {0xEAB2DD2CL,2L,1L};
    int32_t *l_193 = &l_30.f1;
    uint16_t l_361[7][8] = {{0x8723L,0xA564L,0x0FABL,0xA564L,0x8723L,0UL,0x37B2L,0UL},{0x8723L,0UL,0x37B2L,0UL,0x37B2L,0UL,0x8723L,0xA564L},{65535UL,0xA564L,0x37B2L,0x78DAL,0x5879L,0x78DAL,0x37B2L,0xA564L},{0x37B2L,65535UL,0x0FABL,0UL,0x5879L,0xA564L,0x5879L,0UL},{65535UL,65535UL,65535UL,0xA564L,0x37B2L,0x78DAL,0x5879L,0x78DAL},{0x8723L,0xA564L,0x0FABL,0xA564L,0x8723L,0UL,0x37B2L,0UL},{0x8723L,0UL,0x37B2L,0UL,0x37B2L,0UL,0x8723L,0xA564L}};
    uint32_t l_390 = 0UL;
    int8_t *l_394 = &g_341.f0;
    struct S0 *l_454 = &g_341;
    struct S0 **l_453 = &l_454;
    int i, j;
    for (g_3 = 2; (g_3 >= 0); g_3 -= 1)
    { /* block id: 3 */
        int32_t l_29 = 0xC74E37A2L;
        int32_t l_349 = 0x733D60B0L;
        int32_t l_351 = 0x69F01B2AL;
        int32_t l_409[5][7] = {{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{8L,8L,8L,8L,8L,8L,8L},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{8L,8L,8L,8L,8L,8L,8L},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)}};
        struct S1 l_413 = {0xAD080916L,0xCF9B884FL,0x3E37F6AAL};
        uint32_t l_418 = 0x6A998E22L;
        int i, j;
        for (g_4 = 0; (g_4 <= 2); g_4 += 1)
        { /* block id: 6 */
            uint64_t *l_20 = &g_21[8][1];
            int64_t *l_28 = &l_27[3][2];
            int16_t *l_189 = &g_109;
            int8_t *l_190 = (void*)0;
            int8_t *l_191[8][1] = {{&g_86.f0},{&g_86.f0},{&g_86.f0},{&g_86.f0},{&g_86.f0},{&g_86.f0},{&g_86.f0},{&g_86.f0}};
            int32_t l_192 = 0xCDCCD75AL;
            int32_t **l_343 = &l_193;
            int16_t l_350[3];
            int i, j;
            for (i = 0; i < 3; i++)
                l_350[i] = 1L;
        }
        for (l_349 = 0; (l_349 <= 2); l_349 += 1)
        { /* block id: 199 */
            int8_t *l_362 = &g_341.f0;
            uint16_t l_405 = 0xF398L;
            int32_t l_407 = 0x396F0AF8L;
            int32_t l_408 = 0x3CABBDACL;
            uint16_t l_410 = 65535UL;
            uint16_t *l_419 = &l_361[4][1];
            int i, j;
        }
    }
lbl_434:
    (*g_295) |= (safe_lshift_func_uint8_t_u_u(g_341.f2, ((((*g_224) , ((*l_193) == g_34[0][4])) , g_341) , 0UL)));
    for (g_225.f2 = 3; (g_225.f2 >= 0); g_225.f2 -= 1)
    { /* block id: 232 */
        uint16_t l_430 = 65531UL;
        uint8_t l_435 = 7UL;
        int8_t **l_442[3];
        int32_t l_446 = 0xC13559EBL;
        int i;
        for (i = 0; i < 3; i++)
            l_442[i] = (void*)0;
        for (g_341.f0 = 0; (g_341.f0 <= 3); g_341.f0 += 1)
        { /* block id: 235 */
            struct S1 l_431 = {1UL,0x04B760C9L,2L};
            int i, j;
            if ((safe_sub_func_uint8_t_u_u(((safe_add_func_int8_t_s_s((g_21[(g_225.f2 + 1)][g_225.f2] < (((void*)0 == &g_341) | ((safe_mul_func_uint16_t_u_u((safe_lshift_func_int16_t_s_s(l_430, g_86.f3)), g_21[(g_225.f2 + 1)][g_225.f2])) , 0L))), 255UL)) , g_186), l_430)))
            { /* block id: 236 */
                struct S1 *l_432 = &l_30;
                struct S1 *l_433 = &g_24;
                (*l_433) = ((*l_432) = l_431);
            }
            else
            { /* block id: 239 */
                if (l_431.f0)
                    goto lbl_434;
            }
        }
        if (l_435)
        { /* block id: 243 */
            int8_t ***l_443 = (void*)0;
            int8_t ***l_444[8] = {&l_442[1],&l_442[1],&l_442[1],&l_442[1],&l_442[1],&l_442[1],&l_442[1],&l_442[1]};
            const uint8_t l_450 = 255UL;
            int i;
            l_446 = ((((void*)0 != &g_109) & (safe_add_func_int8_t_s_s(((((safe_div_func_int64_t_s_s(0xA46F18624729F789LL, (safe_mod_func_int64_t_s_s((((&g_322 == (g_445 = l_442[2])) > (*g_295)) >= g_341.f0), (*g_100))))) & g_341.f2) && 0x5FA9L) > (*l_193)), g_86.f4))) > g_24.f2);
            if ((*l_193))
            { /* block id: 246 */
                uint64_t l_449 = 0x33FA155B454AF4DBLL;
                if ((*g_295))
                    break;
                if (l_435)
                    continue;
                l_449 ^= ((safe_add_func_int32_t_s_s(((*l_193) = (*g_295)), (-1L))) && (*g_295));
            }
            else
            { /* block id: 251 */
                return l_450;
            }
        }
        else
        { /* block id: 254 */
            const int32_t *l_452 = (void*)0;
            const int32_t **l_451 = &l_452;
            (*l_451) = (void*)0;
            if ((*g_295))
                break;
            for (l_435 = 0; (l_435 <= 3); l_435 += 1)
            { /* block id: 259 */
                int32_t *l_455[8] = {&g_341.f3,&g_341.f3,&g_341.f3,&g_341.f3,&g_341.f3,&g_341.f3,&g_341.f3,&g_341.f3};
                int i;
                (*l_451) = (((void*)0 != l_453) , l_455[5]);
                (*l_193) = 0x6DE320A7L;
            }
        }
        for (l_430 = 0; (l_430 <= 3); l_430 += 1)
        { /* block id: 266 */
            int i, j;
            return g_21[g_225.f2][l_430];
        }
    }
    return (*g_322);
}


/* ------------------------------------------ */
/* 
 * reads : g_243 g_186 g_295 g_3 g_224 g_86.f1 g_322 g_34 g_117 g_86.f0 g_100 g_86.f2 g_21 g_225.f1
 * writes: g_186 g_24.f1 g_295 g_225 g_21 g_109 g_86.f0
 */
static int32_t * const  func_5(uint16_t  p_6)
{ /* block id: 151 */
    int32_t *l_293 = &g_3;
    struct S1 l_298 = {0x23228502L,0xDAD2A5CCL,-2L};
    int16_t l_303[5][7] = {{1L,(-9L),0xA1A6L,3L,1L,0L,(-2L)},{0x77C5L,0L,0x845EL,1L,0x6241L,0x6241L,5L},{0x9FDFL,0L,0x9FDFL,1L,0x9372L,3L,0x77C5L},{0x9FDFL,1L,5L,0x77C5L,0x32A4L,0L,3L},{3L,(-2L),0xA1A6L,0xA1A6L,(-2L),3L,0x04C7L}};
    int8_t *l_319 = &g_86.f0;
    int64_t *l_335 = &g_34[2][0];
    struct S0 *l_340 = &g_341;
    int i, j;
    if (g_243[1][2])
    { /* block id: 152 */
        int32_t *l_288[9];
        int32_t **l_287 = &l_288[6];
        int i;
        for (i = 0; i < 9; i++)
            l_288[i] = &g_4;
        (*l_287) = &g_3;
    }
    else
    { /* block id: 154 */
        uint32_t l_296 = 0x8DCF4325L;
        int32_t **l_297[2];
        int8_t *l_321 = (void*)0;
        struct S1 l_332[6] = {{1UL,0xAD6DE816L,-10L},{1UL,0xAD6DE816L,-10L},{1UL,0xAD6DE816L,-10L},{1UL,0xAD6DE816L,-10L},{1UL,0xAD6DE816L,-10L},{1UL,0xAD6DE816L,-10L}};
        int64_t *l_336 = &g_34[0][2];
        uint64_t l_342 = 0x9C929B6874257E86LL;
        int i;
        for (i = 0; i < 2; i++)
            l_297[i] = &l_293;
        for (g_186 = 0; (g_186 != 52); g_186 = safe_add_func_uint8_t_u_u(g_186, 4))
        { /* block id: 157 */
            for (g_24.f1 = 0; (g_24.f1 >= (-22)); g_24.f1 = safe_sub_func_int32_t_s_s(g_24.f1, 1))
            { /* block id: 160 */
                int32_t **l_294[5];
                int i;
                for (i = 0; i < 5; i++)
                    l_294[i] = &l_293;
                g_295 = l_293;
                l_296 |= (*g_295);
            }
        }
        g_295 = l_293;
        (*g_224) = l_298;
        for (l_298.f0 = 12; (l_298.f0 > 38); l_298.f0 = safe_add_func_uint16_t_u_u(l_298.f0, 1))
        { /* block id: 169 */
            uint32_t l_304 = 18446744073709551610UL;
            uint64_t *l_310 = &g_21[8][1];
            int8_t **l_320[4][2];
            int16_t *l_323 = &g_109;
            uint16_t *l_324[6] = {&g_82,&g_82,&g_82,&g_82,&g_82,&g_82};
            int32_t l_334 = (-6L);
            int i, j;
            for (i = 0; i < 4; i++)
            {
                for (j = 0; j < 2; j++)
                    l_320[i][j] = &l_319;
            }
            if ((safe_add_func_int32_t_s_s(l_303[4][3], (l_304 >= (safe_sub_func_uint32_t_u_u((((*l_310) = (+(0x8E4DL <= (safe_rshift_func_uint16_t_u_u(g_86.f1, 14))))) & (safe_rshift_func_uint16_t_u_u((l_298.f1 ^= (safe_mod_func_uint16_t_u_u((safe_sub_func_int16_t_s_s((((safe_div_func_int16_t_s_s(((*l_323) = (((l_321 = l_319) == g_322) > (-1L))), g_34[2][5])) < p_6) , p_6), 0x59CCL)), g_117))), 1))), 1L))))))
            { /* block id: 174 */
                return &g_41;
            }
            else
            { /* block id: 176 */
                int8_t l_337[3];
                struct S0 *l_339[10] = {&g_86,&g_86,&g_86,&g_86,&g_86,&g_86,&g_86,&g_86,&g_86,&g_86};
                struct S0 **l_338[3];
                int i;
                for (i = 0; i < 3; i++)
                    l_337[i] = 0L;
                for (i = 0; i < 3; i++)
                    l_338[i] = &l_339[4];
                l_337[0] &= (g_225.f1 |= (((safe_lshift_func_int8_t_s_s(((*g_322) = (*g_322)), 4)) == (safe_sub_func_uint32_t_u_u((+(safe_div_func_uint32_t_u_u((((l_332[1] , (((safe_unary_minus_func_int8_t_s((l_334 = (*l_293)))) , l_335) != l_336)) == (*l_293)) | (*g_100)), (-2L)))), (-4L)))) | p_6));
                l_340 = &g_86;
                l_342 |= (&g_109 == &g_109);
            }
        }
    }
    return l_293;
}


/* ------------------------------------------ */
/* 
 * reads : g_24 g_86.f0 g_86.f3 g_100 g_21 g_86.f2 g_34 g_86 g_224 g_3 g_225 g_134 g_41 g_4 g_243
 * writes: g_86.f0 g_86.f2 g_34 g_24.f0 g_24.f1 g_21 g_100 g_225 g_224 g_41
 */
static uint16_t  func_9(uint8_t  p_10, int32_t * p_11)
{ /* block id: 103 */
    uint8_t l_194 = 0x05L;
    int32_t l_211 = 1L;
    int32_t l_277 = 0x3A562E67L;
    uint32_t *l_278 = (void*)0;
    uint32_t *l_279 = (void*)0;
    uint32_t *l_280 = &g_24.f0;
    if (l_194)
    { /* block id: 104 */
        return l_194;
    }
    else
    { /* block id: 106 */
        int8_t *l_202 = &g_86.f0;
        int32_t l_206 = 0L;
        int64_t *l_207 = &g_86.f2;
        int64_t *l_208 = (void*)0;
        int64_t *l_209 = &g_34[1][4];
        int8_t *l_210 = (void*)0;
        uint32_t *l_212 = &g_24.f0;
        int32_t *l_226[3][7] = {{(void*)0,(void*)0,&g_24.f2,(void*)0,(void*)0,&g_24.f2,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_24.f2,(void*)0,&g_24.f2,&g_24.f2,(void*)0,&g_24.f2,&g_24.f2}};
        const uint64_t *l_242 = &g_243[0][4];
        uint16_t l_258 = 65531UL;
        int i, j;
        (*p_11) = (g_24 , (((safe_lshift_func_uint8_t_u_s((safe_div_func_uint8_t_u_u(g_86.f0, p_10)), (p_10 ^ (l_194 || 4294967295UL)))) != (*p_11)) <= g_86.f3));
        (*p_11) |= (safe_add_func_uint16_t_u_u((p_10 < ((0x3D1FB218L && (((*l_202) = (safe_unary_minus_func_uint64_t_u((*g_100)))) , g_21[1][0])) | (l_211 = (~((*l_209) &= ((*l_207) |= (safe_rshift_func_int8_t_s_s(l_206, 0)))))))), p_10));
        g_24.f1 |= ((--(*l_212)) <= (safe_add_func_int16_t_s_s((g_86 , (+(((l_211 = ((((safe_lshift_func_int8_t_s_s(0xDDL, 7)) , 0x8DL) == (safe_sub_func_uint32_t_u_u((l_206 < ((g_224 != &g_225) != 1L)), (*p_11)))) , l_206)) , (-1L)) | 0x90681321L))), l_206)));
        for (g_24.f1 = 0; (g_24.f1 == 21); g_24.f1 = safe_add_func_int32_t_s_s(g_24.f1, 5))
        { /* block id: 118 */
            const struct S1 *l_254[1];
            struct S1 *l_255 = &g_225;
            struct S1 **l_256 = (void*)0;
            struct S1 **l_257 = &g_224;
            int32_t l_259 = (-1L);
            uint32_t l_271 = 0xF231785FL;
            int32_t *l_275 = (void*)0;
            int32_t *l_276[7][8] = {{&l_206,(void*)0,&g_225.f1,&g_3,&g_3,&g_225.f1,(void*)0,&l_206},{(void*)0,&l_206,&l_206,&g_4,&l_206,&l_206,(void*)0,(void*)0},{&l_206,&g_4,&g_225.f1,&g_225.f1,&g_4,&l_206,&g_3,&l_206},{&g_4,&l_206,&g_3,&l_206,&g_4,&g_225.f1,&g_225.f1,&g_4},{&l_206,(void*)0,(void*)0,&l_206,&l_206,&g_4,&l_206,&l_206},{(void*)0,&l_206,(void*)0,&g_225.f1,&g_3,&g_3,&g_225.f1,(void*)0},{&l_206,&l_206,&g_3,&g_4,&g_3,&g_4,&g_3,&l_206}};
            int i, j;
            for (i = 0; i < 1; i++)
                l_254[i] = &g_225;
            for (l_206 = (-26); (l_206 > (-29)); l_206--)
            { /* block id: 121 */
                uint64_t *l_237 = (void*)0;
                uint64_t *l_238 = &g_21[8][1];
                const uint64_t **l_241 = &g_100;
                uint64_t l_244 = 0x3832468EDAAE2F90LL;
                int32_t l_245 = 0x540A99B8L;
                l_245 &= (safe_sub_func_int64_t_s_s(((safe_mod_func_int64_t_s_s(0x8305E1E2CE7851C3LL, (safe_add_func_uint16_t_u_u((((l_206 ^ (((*l_207) ^= p_10) != (g_34[2][3] = ((((*l_238)--) , (l_242 = ((*l_241) = l_207))) == &g_243[0][4])))) ^ l_244) , 0x7D6CL), g_3)))) <= g_24.f1), 0x423102FA715DBDD8LL));
                if ((*p_11))
                    continue;
            }
            g_41 &= (((((*g_224) = (*g_224)) , (safe_mod_func_uint16_t_u_u((((-5L) != (*g_100)) >= (safe_add_func_uint64_t_u_u(((safe_div_func_uint8_t_u_u(((safe_sub_func_int16_t_s_s((((((l_254[0] == ((*l_257) = l_255)) ^ g_21[8][1]) >= p_10) != 1UL) || g_86.f4), l_258)) == l_259), g_134)) | p_10), 4UL))), l_194))) | 0UL) ^ g_24.f2);
            for (l_211 = 0; (l_211 == 27); ++l_211)
            { /* block id: 135 */
                if (l_194)
                    break;
                if (l_259)
                    break;
                return p_10;
            }
            l_277 &= ((g_225.f1 &= (~(((*l_202) &= (g_34[1][4] == ((*p_11) = (p_10 , ((safe_add_func_uint8_t_u_u((safe_mul_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u(p_10, (0xD5C9842CL ^ (((safe_sub_func_int32_t_s_s(((++l_271) && (~p_10)), l_206)) & 0x5C8890BF55125821LL) && l_211)))), 65535UL)), g_3)) || l_211))))) ^ g_4))) && l_206);
        }
    }
    (*p_11) ^= (((((l_211 || (p_10 ^ (++(*l_280)))) , l_194) ^ ((safe_mod_func_int16_t_s_s(((safe_mod_func_uint32_t_u_u(0UL, l_194)) , g_243[0][0]), p_10)) ^ 8UL)) && l_211) | 0xF6L);
    return l_277;
}


/* ------------------------------------------ */
/* 
 * reads : g_24.f1 g_21 g_34 g_24.f0 g_4 g_3 g_24.f2 g_86 g_82 g_100 g_41 g_117 g_134 g_24 g_171 g_186
 * writes: g_24.f1 g_41 g_34 g_82 g_21 g_24 g_117 g_86.f0 g_171 g_86.f3 g_186
 */
static struct S0  func_12(const int32_t * p_13, struct S1  p_14, int32_t * p_15)
{ /* block id: 9 */
    int64_t *l_33 = &g_34[1][4];
    struct S0 l_35 = {0L,0x76DFA536L,0xA9A47FA8275BAED4LL,0L,1UL};
    int32_t l_42[7][7] = {{0x22AD6179L,(-1L),0x22AD6179L,0x22AD6179L,(-1L),0x22AD6179L,0x22AD6179L},{0xE8BCD06DL,0x63ADB0B6L,0L,0x63ADB0B6L,0xE8BCD06DL,0xB70F7348L,0xE8BCD06DL},{(-1L),0x22AD6179L,0x22AD6179L,(-1L),0x22AD6179L,0x22AD6179L,(-1L)},{0xC6ACEBDDL,0x63ADB0B6L,0xC6ACEBDDL,0x96398086L,0xE8BCD06DL,0x96398086L,0xC6ACEBDDL},{(-1L),(-1L),(-5L),(-1L),(-1L),(-5L),(-1L)},{0xE8BCD06DL,0x96398086L,0xC6ACEBDDL,0x63ADB0B6L,0xC6ACEBDDL,0x96398086L,0xE8BCD06DL},{0x22AD6179L,(-1L),0x22AD6179L,0x22AD6179L,(-1L),0x22AD6179L,0x22AD6179L}};
    const uint8_t l_131 = 255UL;
    uint16_t l_147 = 0xA9ACL;
    int i, j;
    for (g_24.f1 = 0; (g_24.f1 < (-5)); g_24.f1 = safe_sub_func_uint8_t_u_u(g_24.f1, 2))
    { /* block id: 12 */
        int32_t *l_40[3];
        int i;
        for (i = 0; i < 3; i++)
            l_40[i] = &g_41;
        l_42[0][4] &= (((void*)0 != l_33) , (l_35 , (((safe_sub_func_uint32_t_u_u((safe_add_func_int8_t_s_s((p_14.f0 > (((((l_33 == l_33) , g_21[0][1]) ^ g_34[1][0]) , p_14.f0) , g_24.f0)), g_4)), p_14.f2)) , p_14.f1) != g_3)));
    }
    for (l_35.f0 = 0; (l_35.f0 != 12); l_35.f0 = safe_add_func_uint32_t_u_u(l_35.f0, 2))
    { /* block id: 17 */
        uint64_t l_45 = 1UL;
        struct S0 l_56 = {4L,0UL,7L,0xE6A76871L,0x4B05ACF7L};
        uint32_t l_84 = 1UL;
        int32_t l_92 = 0x0D170163L;
        uint16_t l_99 = 0xACB2L;
        uint64_t l_125 = 0xEED95D173CA94711LL;
        int8_t *l_133 = &g_86.f0;
        int64_t l_135[8][5] = {{0x88608D2D9E6926EBLL,0x88608D2D9E6926EBLL,0x88608D2D9E6926EBLL,0x88608D2D9E6926EBLL,0x88608D2D9E6926EBLL},{5L,5L,5L,5L,5L},{0x88608D2D9E6926EBLL,0x88608D2D9E6926EBLL,0x88608D2D9E6926EBLL,0x88608D2D9E6926EBLL,0x88608D2D9E6926EBLL},{5L,5L,5L,5L,5L},{0x88608D2D9E6926EBLL,0x88608D2D9E6926EBLL,0x88608D2D9E6926EBLL,0x88608D2D9E6926EBLL,0x88608D2D9E6926EBLL},{5L,5L,5L,5L,5L},{0x88608D2D9E6926EBLL,0x88608D2D9E6926EBLL,0x88608D2D9E6926EBLL,0x88608D2D9E6926EBLL,0x88608D2D9E6926EBLL},{5L,5L,5L,5L,5L}};
        uint64_t *l_142 = &g_117;
        uint64_t **l_141 = &l_142;
        int8_t l_146 = 0L;
        uint16_t l_162 = 0xC764L;
        int i, j;
        if ((l_45 | (safe_div_func_uint16_t_u_u((safe_mod_func_int8_t_s_s((safe_rshift_func_uint16_t_u_s(((void*)0 == p_15), 5)), (safe_rshift_func_int8_t_s_u((p_14.f0 >= g_24.f2), g_4)))), l_45))))
        { /* block id: 18 */
            int64_t *l_79 = &l_35.f2;
            uint16_t *l_80 = (void*)0;
            uint16_t *l_81 = &g_82;
            uint64_t *l_83 = &g_21[8][2];
            const uint64_t *l_85[5];
            int32_t *l_87 = &l_56.f3;
            int i;
            for (i = 0; i < 5; i++)
                l_85[i] = &l_45;
            for (g_41 = 0; (g_41 > 2); ++g_41)
            { /* block id: 21 */
                return l_56;
            }
            if ((g_41 = (+(!(((safe_rshift_func_int16_t_s_u((safe_sub_func_int32_t_s_s((g_24.f1 = ((safe_mul_func_uint8_t_u_u(0x12L, (safe_add_func_uint32_t_u_u(0UL, (((safe_add_func_uint16_t_u_u((safe_div_func_uint64_t_u_u(((*l_83) = (safe_mod_func_uint32_t_u_u((safe_div_func_uint8_t_u_u(g_24.f2, (safe_mul_func_uint16_t_u_u(((*l_81) = (p_14.f1 < ((*l_79) = ((*l_33) |= (safe_add_func_int8_t_s_s(p_14.f1, (-1L))))))), 6UL)))), l_56.f3))), g_3)), g_4)) , l_35.f2) && (-3L)))))) , (*p_15))), l_84)), 15)) , l_83) == l_85[2])))))
            { /* block id: 30 */
                return g_86;
            }
            else
            { /* block id: 32 */
                if (g_86.f2)
                    break;
            }
            (*l_87) &= g_86.f0;
        }
        else
        { /* block id: 36 */
            int32_t *l_89 = &g_3;
            int32_t **l_88 = &l_89;
            (*l_88) = &g_41;
            if ((safe_sub_func_uint64_t_u_u(p_14.f1, l_92)))
            { /* block id: 38 */
                return g_86;
            }
            else
            { /* block id: 40 */
                uint64_t *l_102 = (void*)0;
                uint64_t **l_101 = &l_102;
                int32_t l_103 = (-2L);
                int32_t *l_104 = &l_35.f3;
                (*l_104) = (safe_sub_func_uint32_t_u_u(((safe_div_func_uint64_t_u_u((((safe_lshift_func_int16_t_s_u(l_99, 3)) != ((*l_89) |= (g_82 != ((g_100 == ((*l_101) = &g_21[1][3])) && p_14.f0)))) & p_14.f1), g_24.f2)) > g_21[8][1]), l_103));
                g_24 = p_14;
            }
            return l_56;
        }
        for (l_45 = 0; (l_45 <= 6); l_45 += 1)
        { /* block id: 50 */
            int16_t *l_107 = (void*)0;
            int16_t *l_108[5][4] = {{&g_109,(void*)0,&g_109,(void*)0},{&g_109,(void*)0,&g_109,(void*)0},{&g_109,(void*)0,&g_109,(void*)0},{&g_109,(void*)0,&g_109,(void*)0},{&g_109,(void*)0,&g_109,(void*)0}};
            int32_t l_122 = (-1L);
            int i, j;
            if ((((l_42[l_45][l_45] = (((void*)0 == l_33) | (safe_mul_func_int8_t_s_s(0L, l_42[l_45][l_45])))) , ((9L ^ 1UL) <= 0xA4BB29D6AE766818LL)) >= l_35.f2))
            { /* block id: 52 */
                uint16_t *l_110[2][8] = {{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
                int32_t *l_111 = &l_42[0][4];
                uint64_t *l_115 = (void*)0;
                uint64_t *l_116 = &g_117;
                int32_t *l_123 = &g_24.f1;
                struct S1 l_124 = {0x7705A97EL,8L,3L};
                int i, j;
                (*l_111) |= ((void*)0 == l_110[1][0]);
                (*l_123) = (((((safe_mod_func_int16_t_s_s(((!0x6BL) != ((*l_111) = l_42[l_45][l_45])), ((((*g_100) >= ((*l_116)++)) >= g_3) | (((safe_lshift_func_int16_t_s_s(((((&g_82 != &g_82) || 6L) == g_86.f0) && 0x79L), l_122)) , p_14.f1) < l_56.f1)))) == g_24.f0) & g_86.f0) != p_14.f1) , g_41);
                l_124 = l_124;
                if (l_125)
                    break;
            }
            else
            { /* block id: 59 */
                int32_t *l_127 = &g_24.f1;
                int32_t **l_126 = &l_127;
                struct S1 *l_128[1][8] = {{&g_24,(void*)0,&g_24,(void*)0,&g_24,(void*)0,&g_24,(void*)0}};
                int i, j;
                (*l_126) = p_15;
                p_14 = (g_24 = p_14);
            }
        }
        if ((safe_sub_func_int16_t_s_s((p_14.f0 && ((((l_125 <= ((((((l_131 ^ ((~((((*g_100) , ((*l_133) &= (((l_56.f2 || g_82) ^ p_14.f0) >= g_24.f2))) | g_134) == l_42[2][3])) && 250UL)) | 0xB4E4937C557317A4LL) != g_24.f0) >= 0x1FL) >= l_56.f1) > (-1L))) , 1L) == g_21[8][1]) , 0x5DEFL)), l_135[5][2])))
        { /* block id: 66 */
            int32_t *l_136[2];
            uint64_t **l_140 = (void*)0;
            int32_t l_145[6] = {1L,1L,1L,1L,1L,1L};
            int i;
            for (i = 0; i < 2; i++)
                l_136[i] = &g_24.f1;
            p_14.f1 |= (((void*)0 != p_13) <= (-1L));
            l_56.f3 = (!(safe_mod_func_int32_t_s_s((g_24.f1 = (l_56.f1 <= (((l_140 != l_141) , g_24) , l_125))), g_34[1][4])));
            if ((safe_rshift_func_int8_t_s_s((l_35.f3 |= ((*l_133) ^= p_14.f2)), l_145[5])))
            { /* block id: 72 */
                if (g_86.f1)
                    break;
                if (g_24.f1)
                    continue;
            }
            else
            { /* block id: 75 */
                struct S0 l_150 = {0L,0x1642A789L,0L,1L,4294967295UL};
                ++l_147;
                return l_150;
            }
        }
        else
        { /* block id: 79 */
            uint16_t *l_161[6][7] = {{&l_147,(void*)0,(void*)0,&l_99,&l_99,(void*)0,(void*)0},{&l_147,&g_82,&l_99,&l_147,&l_147,&l_147,&l_147},{&l_99,(void*)0,&l_99,&l_147,(void*)0,&g_82,&g_82},{(void*)0,&l_147,(void*)0,&l_147,(void*)0,(void*)0,&l_99},{&l_99,&g_82,&l_147,&l_99,&l_147,&g_82,&l_99},{&l_99,&l_99,&g_82,&l_147,&l_99,&l_147,&g_82}};
            int32_t l_170[3][4] = {{0L,0L,0L,0L},{0L,0L,0L,0L},{0L,0L,0L,0L}};
            int32_t *l_182 = &l_170[2][2];
            int32_t *l_183 = &g_41;
            int32_t *l_184 = &g_24.f1;
            int32_t *l_185[3];
            int i, j;
            for (i = 0; i < 3; i++)
                l_185[i] = (void*)0;
            if ((g_86.f0 && ((((safe_mod_func_uint16_t_u_u((safe_div_func_int16_t_s_s((safe_sub_func_int8_t_s_s(g_3, 0xFFL)), ((safe_lshift_func_uint16_t_u_u(((safe_mod_func_uint8_t_u_u(((l_162 &= l_56.f0) > (safe_mod_func_uint16_t_u_u((safe_add_func_uint8_t_u_u((safe_rshift_func_int8_t_s_s(g_34[1][4], g_86.f3)), 255UL)), g_86.f1))), g_86.f0)) | 0x3869566788158D60LL), p_14.f0)) && l_146))), l_56.f4)) , l_147) != p_14.f1) && 0x30L)))
            { /* block id: 81 */
                int32_t *l_169[5];
                int i;
                for (i = 0; i < 5; i++)
                    l_169[i] = &l_42[3][4];
                p_15 = &g_4;
                --g_171;
            }
            else
            { /* block id: 84 */
                int32_t *l_175[3];
                int32_t **l_174 = &l_175[2];
                int i;
                for (i = 0; i < 3; i++)
                    l_175[i] = &l_42[0][4];
                (*l_174) = &l_92;
            }
            for (l_147 = 0; (l_147 != 58); ++l_147)
            { /* block id: 89 */
                int32_t **l_178 = (void*)0;
                int32_t *l_179 = (void*)0;
                uint64_t **l_180 = &l_142;
                int32_t *l_181 = &l_35.f3;
                l_179 = p_15;
                (*l_181) ^= (l_180 != &l_142);
                g_24.f1 |= (g_86.f3 &= 0xE134CBB6L);
            }
            (*l_182) = (*p_15);
            g_186++;
        }
        if (g_24.f0)
            continue;
    }
    return g_86;
}




/* ---------------------------------------- */
int main (void)
{
    int i, j;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_4, "g_4", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_21[i][j], "g_21[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_24.f0, "g_24.f0", print_hash_value);
    transparent_crc(g_24.f1, "g_24.f1", print_hash_value);
    transparent_crc(g_24.f2, "g_24.f2", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_34[i][j], "g_34[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_41, "g_41", print_hash_value);
    transparent_crc(g_82, "g_82", print_hash_value);
    transparent_crc(g_86.f0, "g_86.f0", print_hash_value);
    transparent_crc(g_86.f1, "g_86.f1", print_hash_value);
    transparent_crc(g_86.f2, "g_86.f2", print_hash_value);
    transparent_crc(g_86.f3, "g_86.f3", print_hash_value);
    transparent_crc(g_86.f4, "g_86.f4", print_hash_value);
    transparent_crc(g_109, "g_109", print_hash_value);
    transparent_crc(g_117, "g_117", print_hash_value);
    transparent_crc(g_134, "g_134", print_hash_value);
    transparent_crc(g_171, "g_171", print_hash_value);
    transparent_crc(g_186, "g_186", print_hash_value);
    transparent_crc(g_225.f0, "g_225.f0", print_hash_value);
    transparent_crc(g_225.f1, "g_225.f1", print_hash_value);
    transparent_crc(g_225.f2, "g_225.f2", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_243[i][j], "g_243[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_341.f0, "g_341.f0", print_hash_value);
    transparent_crc(g_341.f1, "g_341.f1", print_hash_value);
    transparent_crc(g_341.f2, "g_341.f2", print_hash_value);
    transparent_crc(g_341.f3, "g_341.f3", print_hash_value);
    transparent_crc(g_341.f4, "g_341.f4", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 83
   depth: 1, occurrence: 11
XXX total union variables: 0

XXX max expression depth: 23
breakdown:
   depth: 1, occurrence: 93
   depth: 2, occurrence: 25
   depth: 3, occurrence: 2
   depth: 4, occurrence: 2
   depth: 6, occurrence: 1
   depth: 7, occurrence: 1
   depth: 8, occurrence: 2
   depth: 9, occurrence: 1
   depth: 10, occurrence: 1
   depth: 11, occurrence: 1
   depth: 12, occurrence: 2
   depth: 14, occurrence: 3
   depth: 16, occurrence: 2
   depth: 17, occurrence: 1
   depth: 18, occurrence: 1
   depth: 19, occurrence: 3
   depth: 21, occurrence: 1
   depth: 23, occurrence: 1

XXX total number of pointers: 113

XXX times a variable address is taken: 151
XXX times a pointer is dereferenced on RHS: 44
breakdown:
   depth: 1, occurrence: 41
   depth: 2, occurrence: 3
XXX times a pointer is dereferenced on LHS: 65
breakdown:
   depth: 1, occurrence: 64
   depth: 2, occurrence: 1
XXX times a pointer is compared with null: 8
XXX times a pointer is compared with address of another variable: 3
XXX times a pointer is compared with another pointer: 5
XXX times a pointer is qualified to be dereferenced: 600

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 319
   level: 2, occurrence: 11
XXX number of pointers point to pointers: 25
XXX number of pointers point to scalars: 79
XXX number of pointers point to structs: 9
XXX percent of pointers has null in alias set: 26.5
XXX average alias set size: 1.35

XXX times a non-volatile is read: 374
XXX times a non-volatile is write: 203
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 1

XXX stmts: 100
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 12
   depth: 1, occurrence: 20
   depth: 2, occurrence: 27
   depth: 3, occurrence: 41

XXX percentage a fresh-made variable is used: 21.5
XXX percentage an existing variable is used: 78.5
********************* end of statistics **********************/

