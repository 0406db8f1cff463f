/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 54 -o csmith_54.c
 * Seed:      54
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   int16_t  f0;
   int8_t * f1;
   const int64_t  f2;
   int16_t  f3;
   uint8_t  f4;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 0L;
static int8_t g_13 = 0x72L;
static int32_t g_17 = 4L;
static uint8_t g_23 = 251UL;
static uint8_t g_25 = 0x88L;
static int32_t g_52[6] = {0L,0x02B50D22L,0L,0L,0x02B50D22L,0L};
static union U0 g_74[6] = {{9L},{9L},{9L},{9L},{9L},{9L}};
static uint16_t g_75 = 0x5B33L;
static int32_t g_94[4][6] = {{1L,1L,1L,1L,1L,1L},{1L,1L,1L,1L,1L,1L},{1L,1L,1L,1L,1L,1L},{1L,1L,1L,1L,1L,1L}};
static uint32_t g_135 = 0xD29B2AF5L;
static int8_t g_137 = 0x97L;
static uint64_t g_169 = 18446744073709551615UL;
static int32_t g_194 = 1L;
static uint16_t * const *g_203 = (void*)0;
static uint16_t *g_206[9][2] = {{&g_75,&g_75},{&g_75,&g_75},{&g_75,&g_75},{&g_75,&g_75},{&g_75,&g_75},{&g_75,&g_75},{(void*)0,&g_75},{&g_75,&g_75},{&g_75,&g_75}};
static uint16_t **g_205 = &g_206[6][0];
static int32_t *g_209 = &g_194;
static union U0 g_213 = {0L};
static int64_t g_256 = 0x8C2E68797931A318LL;
static int64_t *g_255 = &g_256;
static uint16_t g_289 = 0xC096L;
static int32_t **g_295 = &g_209;
static int32_t ***g_294 = &g_295;
static int32_t *g_389[8] = {&g_52[2],(void*)0,&g_52[2],&g_52[2],(void*)0,&g_52[2],&g_52[2],(void*)0};
static union U0 g_396 = {0x7A3AL};
static union U0 *g_395 = &g_396;


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);
static union U0  func_27(int16_t  p_28, uint64_t  p_29, int8_t * p_30, uint8_t * p_31);
static uint32_t  func_78(int32_t  p_79, int64_t  p_80, int32_t  p_81, uint64_t  p_82, uint8_t  p_83);
static uint16_t  func_86(int32_t * const  p_87, int16_t  p_88, int32_t * p_89);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_17 g_289 g_255 g_256 g_209 g_194 g_25 g_52 g_295 g_213.f4 g_94 g_294 g_23 g_137 g_13 g_74 g_206 g_74.f4
 * writes: g_2 g_17 g_25 g_256 g_194 g_74.f4 g_52 g_23 g_13 g_205 g_209 g_395
 */
static int32_t  func_1(void)
{ /* block id: 0 */
    int8_t *l_12[6] = {&g_13,(void*)0,(void*)0,&g_13,(void*)0,(void*)0};
    int32_t *l_19 = &g_17;
    int32_t l_95 = 0x9BD0A635L;
    int32_t l_281[2];
    int32_t * const *l_314 = &g_209;
    int32_t * const **l_313 = &l_314;
    uint16_t l_315 = 65534UL;
    uint8_t *l_316 = &g_74[5].f4;
    int32_t *l_317 = (void*)0;
    int64_t l_325 = (-9L);
    union U0 l_349[7][6] = {{{-2L},{0x6BA0L},{0x15B8L},{0x15B8L},{0x6BA0L},{-2L}},{{-1L},{-2L},{0x7C8EL},{0x6BA0L},{0x7C8EL},{-2L}},{{0x7C8EL},{-1L},{0x15B8L},{0x44FEL},{0x44FEL},{0x15B8L}},{{0x7C8EL},{0x7C8EL},{0x44FEL},{0x6BA0L},{0xB967L},{0x6BA0L}},{{-1L},{0x7C8EL},{-1L},{0x15B8L},{0x44FEL},{0x44FEL}},{{-2L},{-1L},{-1L},{-2L},{0x7C8EL},{0x6BA0L}},{{0x6BA0L},{-2L},{0x44FEL},{-2L},{0x6BA0L},{0x15B8L}}};
    uint16_t l_352 = 0UL;
    uint16_t **l_359[9] = {&g_206[8][0],&g_206[8][0],&g_206[8][0],&g_206[8][0],&g_206[8][0],&g_206[8][0],&g_206[8][0],&g_206[8][0],&g_206[8][0]};
    uint16_t ***l_379 = &l_359[4];
    uint16_t l_410 = 1UL;
    int i, j;
    for (i = 0; i < 2; i++)
        l_281[i] = 0x1DC77BECL;
    for (g_2 = 0; (g_2 != 0); g_2 = safe_add_func_uint32_t_u_u(g_2, 7))
    { /* block id: 3 */
        int8_t *l_14 = &g_13;
        int32_t l_15[8] = {(-2L),0L,(-2L),0L,(-2L),0L,(-2L),0L};
        int32_t *l_16 = &g_17;
        int32_t **l_18[6][1];
        int32_t *l_96 = &l_15[3];
        uint8_t l_300 = 247UL;
        int i, j;
        for (i = 0; i < 6; i++)
        {
            for (j = 0; j < 1; j++)
                l_18[i][j] = &l_16;
        }
        (*l_16) &= (g_2 && (safe_mul_func_uint16_t_u_u((((g_2 & (3L < ((safe_sub_func_int8_t_s_s((safe_unary_minus_func_uint32_t_u(((((l_12[1] == l_14) , (void*)0) != &g_13) , l_15[3]))), l_15[3])) == l_15[3]))) > g_2) != l_15[5]), g_2)));
        l_19 = (void*)0;
        for (g_17 = 7; (g_17 <= 11); g_17 = safe_add_func_int16_t_s_s(g_17, 1))
        { /* block id: 8 */
            uint8_t *l_22[1][5];
            int32_t l_24 = 0xA31C0A9CL;
            int32_t l_26 = 0x1589AFCAL;
            int32_t ***l_292 = &l_18[4][0];
            uint64_t l_303[5][4] = {{18446744073709551615UL,0xFBEA2D04D0B8DA7CLL,0xFBEA2D04D0B8DA7CLL,18446744073709551615UL},{0x4905E8A5A11C1BFBLL,0xFBEA2D04D0B8DA7CLL,0x6F8ECCA06ABC1FAALL,0xFBEA2D04D0B8DA7CLL},{0xFBEA2D04D0B8DA7CLL,18446744073709551615UL,0x6F8ECCA06ABC1FAALL,0x6F8ECCA06ABC1FAALL},{0x4905E8A5A11C1BFBLL,0x4905E8A5A11C1BFBLL,0xFBEA2D04D0B8DA7CLL,0x6F8ECCA06ABC1FAALL},{18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,0xFBEA2D04D0B8DA7CLL}};
            int i, j;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 5; j++)
                    l_22[i][j] = &g_23;
            }
            l_26 &= (g_25 = ((g_17 ^ (l_24 = 0x01L)) != 1L));
        }
    }
lbl_326:
    g_52[2] = ((!g_289) < ((*l_316) = ((safe_add_func_uint64_t_u_u((safe_mod_func_int32_t_s_s(((**g_295) = (((safe_div_func_int64_t_s_s(((l_313 == (void*)0) , (((*g_255) ^= ((void*)0 == &g_295)) > (**l_314))), g_25)) , 0xE725L) & g_52[5])), l_315)), g_213.f4)) | g_94[1][1])));
    if ((((***g_294) ^ ((~g_23) >= (safe_mul_func_uint16_t_u_u(0xB02EL, ((safe_lshift_func_uint8_t_u_s(((safe_mul_func_int8_t_s_s((**l_314), g_137)) >= 1L), (***l_313))) | 0xB2L))))) && l_325))
    { /* block id: 166 */
        uint8_t l_327[5][9] = {{255UL,253UL,0xD8L,255UL,250UL,0x4CL,0UL,248UL,0xD8L},{0UL,250UL,0xBDL,0x4CL,0x1CL,0x4CL,0xBDL,250UL,0UL},{0xD8L,248UL,0UL,0x4CL,250UL,255UL,0xD8L,253UL,255UL},{0x4CL,248UL,0xBDL,255UL,0xACL,0xD9L,0xD9L,0xACL,255UL},{0xD8L,250UL,0xD8L,0xD9L,0xA3L,0xBDL,0xD9L,253UL,0UL}};
        int i, j;
        if (g_194)
            goto lbl_326;
        --l_327[4][1];
        if (((func_27((***l_313), g_52[0], &g_137, &l_327[4][1]) , 0x4513EA79L) > 0x365DECADL))
        { /* block id: 169 */
            return g_289;
        }
        else
        { /* block id: 171 */
            int16_t l_330 = 0xB62DL;
            return l_330;
        }
    }
    else
    { /* block id: 174 */
        uint16_t ***l_331 = &g_205;
        uint16_t ****l_332 = &l_331;
        int32_t l_336[3];
        uint16_t l_340 = 3UL;
        int i;
        for (i = 0; i < 3; i++)
            l_336[i] = 1L;
        (*l_332) = l_331;
        for (g_13 = 0; (g_13 <= 1); g_13 += 1)
        { /* block id: 178 */
            int8_t l_337[3][2];
            int32_t l_338 = 0x8288692BL;
            int32_t l_339[3];
            uint16_t **l_360 = &g_206[0][0];
            int16_t *l_365 = &g_74[5].f0;
            int16_t *l_366[10][5] = {{&l_349[4][4].f3,&l_349[4][4].f3,&l_349[4][4].f3,&l_349[4][4].f3,&l_349[4][4].f3},{&l_349[4][4].f3,&g_213.f3,&l_349[4][4].f3,&g_213.f3,&l_349[4][4].f3},{&l_349[4][4].f3,&l_349[4][4].f3,&l_349[4][4].f3,&l_349[4][4].f3,&l_349[4][4].f3},{&l_349[4][4].f3,&g_213.f3,&l_349[4][4].f3,&g_213.f3,&l_349[4][4].f3},{&l_349[4][4].f3,&l_349[4][4].f3,&l_349[4][4].f3,&l_349[4][4].f3,&l_349[4][4].f3},{&l_349[4][4].f3,&g_213.f3,&l_349[4][4].f3,&g_213.f3,&l_349[4][4].f3},{&l_349[4][4].f3,&l_349[4][4].f3,&l_349[4][4].f3,&l_349[4][4].f3,&l_349[4][4].f3},{&l_349[4][4].f3,&g_213.f3,&l_349[4][4].f3,&g_213.f3,&l_349[4][4].f3},{&l_349[4][4].f3,&l_349[4][4].f3,&l_349[4][4].f3,&l_349[4][4].f3,&l_349[4][4].f3},{&l_349[4][4].f3,&g_213.f3,&l_349[4][4].f3,&g_213.f3,&l_349[4][4].f3}};
            int8_t l_367 = 0x10L;
            uint32_t l_381 = 1UL;
            int16_t l_382 = 3L;
            uint16_t l_386 = 0x919AL;
            int64_t **l_394 = (void*)0;
            int i, j;
            for (i = 0; i < 3; i++)
            {
                for (j = 0; j < 2; j++)
                    l_337[i][j] = 1L;
            }
            for (i = 0; i < 3; i++)
                l_339[i] = (-8L);
            for (g_2 = 0; (g_2 <= 1); g_2 += 1)
            { /* block id: 181 */
                int32_t *l_333 = &g_52[1];
                int32_t *l_334 = &l_281[g_13];
                int32_t *l_335[4][9];
                int i, j;
                for (i = 0; i < 4; i++)
                {
                    for (j = 0; j < 9; j++)
                        l_335[i][j] = &g_17;
                }
                l_281[g_13] &= 1L;
                l_340++;
                l_339[0] = ((((void*)0 != g_206[3][1]) <= (safe_add_func_int8_t_s_s(((l_336[2] = (safe_add_func_int8_t_s_s((safe_div_func_int32_t_s_s((l_281[g_13] , ((l_349[4][4] , ((safe_mul_func_uint16_t_u_u(1UL, 8UL)) & 0xF18658150582B65BLL)) && l_340)), 0x0A6877B9L)), g_289))) != l_340), l_340))) , 0x5ECD1025L);
                l_352++;
            }
            l_339[0] = (safe_mul_func_int8_t_s_s((((g_194 != (((*l_331) = l_359[1]) != l_360)) | ((safe_sub_func_uint16_t_u_u(1UL, ((((safe_mod_func_int16_t_s_s((l_367 &= (l_336[1] | l_337[0][1])), g_94[2][4])) , l_336[2]) < l_336[2]) > 0x8BF9BF29F10EE17ELL))) && g_213.f4)) | 0x4CL), l_339[0]));
            for (g_17 = 0; (g_17 >= (-20)); --g_17)
            { /* block id: 193 */
                uint16_t ** const *l_375[4][1] = {{&l_359[1]},{&g_205},{&l_359[1]},{&g_205}};
                uint16_t ** const **l_374 = &l_375[1][0];
                uint32_t *l_376 = &g_135;
                int32_t *l_380 = &g_52[4];
                int32_t *l_383 = (void*)0;
                int32_t *l_384[8][9] = {{&g_52[2],&g_2,&l_336[2],&l_338,&l_338,&g_52[2],&l_338,&g_17,&l_338},{&l_338,&l_336[1],&l_336[2],&l_336[2],&l_336[1],&l_338,&l_339[1],&g_17,&l_336[2]},{&g_52[2],&l_338,&l_338,&l_336[2],&g_2,&g_52[2],&g_52[2],&g_2,&l_336[2]},{&l_336[2],&l_336[1],&l_336[2],&l_338,&g_2,&l_336[2],&l_339[1],(void*)0,&l_338},{&l_336[2],&g_2,&l_338,&l_336[2],&l_336[1],&l_336[2],&l_338,&g_2,&l_336[2]},{&g_52[2],&g_2,&l_336[2],&l_338,&l_338,&g_52[2],&l_338,&g_17,&l_338},{&l_338,&l_336[1],&l_336[2],&l_336[2],&l_336[1],&l_338,&l_339[1],&g_17,&l_336[2]},{&g_52[2],&l_338,&l_338,&l_336[2],&g_2,&g_52[2],&g_52[2],&g_2,&l_336[2]}};
                int32_t l_385 = 9L;
                int i, j;
                (*g_295) = (*g_295);
            }
            if (((((8L & ((g_74[5].f4 ^= (safe_sub_func_int32_t_s_s((safe_rshift_func_uint8_t_u_u(l_337[2][1], g_289)), (((void*)0 == l_19) | (***l_313))))) < l_336[2])) , l_394) == &g_255) || 0UL))
            { /* block id: 204 */
                g_395 = &g_74[4];
            }
            else
            { /* block id: 206 */
                int32_t *l_397 = &l_281[0];
                int32_t *l_398 = &g_52[2];
                int32_t *l_399 = &l_336[2];
                int32_t *l_400 = &l_281[0];
                int32_t *l_401 = &g_52[2];
                int32_t l_402 = 1L;
                int32_t *l_403 = (void*)0;
                int64_t l_404 = (-1L);
                int32_t *l_405 = &l_339[0];
                int32_t *l_406 = &l_338;
                int32_t *l_407 = &g_2;
                int32_t l_408[3];
                int32_t *l_409 = &g_17;
                int i;
                for (i = 0; i < 3; i++)
                    l_408[i] = 0x3DAA007DL;
                ++l_410;
            }
        }
    }
    return g_17;
}


/* ------------------------------------------ */
/* 
 * reads : g_23 g_2 g_25 g_13 g_52 g_74
 * writes: g_23 g_13 g_52
 */
static union U0  func_27(int16_t  p_28, uint64_t  p_29, int8_t * p_30, uint8_t * p_31)
{ /* block id: 13 */
    int32_t l_53 = (-1L);
    int32_t l_58 = (-7L);
    int32_t l_59 = 0xBDFBFBE8L;
    int32_t l_62 = 0L;
    int32_t l_64[3];
    uint8_t l_67 = 0x1DL;
    int32_t *l_73 = &l_62;
    int i;
    for (i = 0; i < 3; i++)
        l_64[i] = (-5L);
    for (g_23 = 19; (g_23 < 26); g_23 = safe_add_func_int8_t_s_s(g_23, 1))
    { /* block id: 16 */
        int8_t l_50 = 5L;
        int32_t *l_51[2][1];
        int32_t l_72 = (-4L);
        int i, j;
        for (i = 0; i < 2; i++)
        {
            for (j = 0; j < 1; j++)
                l_51[i][j] = &g_52[2];
        }
        l_53 = ((((-1L) != (safe_rshift_func_int16_t_s_u((g_2 && (-1L)), (safe_rshift_func_int16_t_s_u((((safe_mul_func_int16_t_s_s(g_2, l_50)) | 1L) > 0x13L), g_25))))) & 0xD2L) >= 0xCC37069EL);
        for (g_13 = (-7); (g_13 >= 5); g_13++)
        { /* block id: 20 */
            int32_t l_56 = 1L;
            int32_t l_57 = 0xB159BBC0L;
            int64_t l_60 = (-8L);
            int32_t l_61 = 1L;
            int32_t l_63 = 0x055878DFL;
            int32_t l_65 = (-1L);
            int32_t l_66 = 8L;
            l_67++;
        }
        for (l_58 = 0; (l_58 < (-20)); l_58 = safe_sub_func_uint64_t_u_u(l_58, 9))
        { /* block id: 25 */
            g_52[2] ^= g_13;
        }
        if (l_72)
            break;
    }
    (*l_73) |= l_67;
    return g_74[5];
}


/* ------------------------------------------ */
/* 
 * reads : g_209 g_194
 * writes:
 */
static uint32_t  func_78(int32_t  p_79, int64_t  p_80, int32_t  p_81, uint64_t  p_82, uint8_t  p_83)
{ /* block id: 136 */
    int32_t *l_287 = &g_2;
    int32_t **l_288 = &l_287;
    for (p_81 = 0; (p_81 <= 13); ++p_81)
    { /* block id: 139 */
        uint64_t l_284 = 0x1942E4CE6ED6E7ADLL;
        --l_284;
        if ((*g_209))
            break;
    }
    (*l_288) = l_287;
    return p_83;
}


/* ------------------------------------------ */
/* 
 * reads : g_2 g_52 g_13 g_74.f4 g_23 g_25 g_209
 * writes: g_25 g_194
 */
static uint16_t  func_86(int32_t * const  p_87, int16_t  p_88, int32_t * p_89)
{ /* block id: 35 */
    union U0 l_99 = {0xF846L};
    int8_t l_108 = 1L;
    uint8_t *l_119 = &g_23;
    int32_t l_121 = 0xB1292475L;
    uint16_t *l_163 = &g_75;
    int32_t l_174 = 0x686BF028L;
    int32_t l_175[5];
    union U0 *l_212 = &g_213;
    const int32_t l_246 = (-8L);
    int16_t *l_280 = &l_99.f3;
    int i;
    for (i = 0; i < 5; i++)
        l_175[i] = 8L;
    (*p_89) = ((safe_mul_func_int16_t_s_s(((l_99 , (+(((safe_add_func_uint64_t_u_u((~((safe_lshift_func_uint8_t_u_u(((p_88 ^ ((safe_mod_func_uint32_t_u_u(((l_108 , (safe_mul_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u(3UL, (g_2 && (*p_87)))), 0xD2DAL))) <= g_13), (-2L))) <= l_99.f4)) , 1UL), g_13)) != 18446744073709551610UL)), l_108)) | g_74[5].f4) || g_13))) , g_52[4]), l_99.f0)) == g_23);
    for (g_25 = 0; (g_25 <= 5); g_25 += 1)
    { /* block id: 39 */
        uint8_t l_172 = 0xF7L;
        int64_t l_173 = 0L;
        uint16_t l_178 = 0x25BEL;
        union U0 *l_210 = &l_99;
        uint16_t **l_234[2][5] = {{&g_206[1][0],&l_163,&g_206[1][0],&g_206[6][0],&g_206[6][0]},{&g_206[1][0],&l_163,&g_206[1][0],&g_206[6][0],&g_206[6][0]}};
        int32_t l_265 = 0xB8EA6564L;
        int32_t l_266 = 0xEE10B6CEL;
        int32_t l_267 = 8L;
        int32_t l_268 = 0x8088E2FDL;
        int32_t l_269 = (-2L);
        int32_t l_270 = 0x860C9878L;
        uint64_t l_271 = 0x33F8854D64D8A8CELL;
        int i, j;
    }
    (*g_209) = ((((p_88 , (safe_lshift_func_int16_t_s_s(((*l_280) = ((safe_rshift_func_uint16_t_u_u((p_88 < l_99.f0), l_175[0])) & (safe_sub_func_uint32_t_u_u(1UL, 0L)))), 10))) && l_175[0]) > 18446744073709551615UL) < p_88);
    return l_108;
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
    transparent_crc(g_13, "g_13", print_hash_value);
    transparent_crc(g_17, "g_17", print_hash_value);
    transparent_crc(g_23, "g_23", print_hash_value);
    transparent_crc(g_25, "g_25", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_52[i], "g_52[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_74[i].f4, "g_74[i].f4", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_75, "g_75", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_94[i][j], "g_94[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_135, "g_135", print_hash_value);
    transparent_crc(g_137, "g_137", print_hash_value);
    transparent_crc(g_169, "g_169", print_hash_value);
    transparent_crc(g_194, "g_194", print_hash_value);
    transparent_crc(g_213.f0, "g_213.f0", print_hash_value);
    transparent_crc(g_213.f3, "g_213.f3", print_hash_value);
    transparent_crc(g_213.f4, "g_213.f4", print_hash_value);
    transparent_crc(g_256, "g_256", print_hash_value);
    transparent_crc(g_289, "g_289", print_hash_value);
    transparent_crc(g_396.f0, "g_396.f0", print_hash_value);
    transparent_crc(g_396.f3, "g_396.f3", print_hash_value);
    transparent_crc(g_396.f4, "g_396.f4", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 110
XXX total union variables: 3

XXX max expression depth: 19
breakdown:
   depth: 1, occurrence: 45
   depth: 2, occurrence: 10
   depth: 5, occurrence: 1
   depth: 7, occurrence: 1
   depth: 9, occurrence: 1
   depth: 10, occurrence: 1
   depth: 11, occurrence: 2
   depth: 13, occurrence: 1
   depth: 14, occurrence: 1
   depth: 15, occurrence: 2
   depth: 19, occurrence: 1

XXX total number of pointers: 100

XXX times a variable address is taken: 155
XXX times a pointer is dereferenced on RHS: 19
breakdown:
   depth: 1, occurrence: 11
   depth: 2, occurrence: 3
   depth: 3, occurrence: 5
XXX times a pointer is dereferenced on LHS: 49
breakdown:
   depth: 1, occurrence: 48
   depth: 2, occurrence: 1
XXX times a pointer is compared with null: 12
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 2
XXX times a pointer is qualified to be dereferenced: 1155

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 152
   level: 2, occurrence: 13
   level: 3, occurrence: 16
XXX number of pointers point to pointers: 31
XXX number of pointers point to scalars: 65
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 24
XXX average alias set size: 1.42

XXX times a non-volatile is read: 284
XXX times a non-volatile is write: 168
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 3

XXX stmts: 44
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 14
   depth: 1, occurrence: 14
   depth: 2, occurrence: 9
   depth: 3, occurrence: 7

XXX percentage a fresh-made variable is used: 20.3
XXX percentage an existing variable is used: 79.7
********************* end of statistics **********************/

