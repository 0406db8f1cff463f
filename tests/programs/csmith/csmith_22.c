/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 22 -o csmith_22.c
 * Seed:      22
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   int32_t  f0;
   const int32_t  f1;
   uint32_t  f2;
   uint32_t  f3;
   int8_t  f4;
   uint32_t  f5;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_2[4] = {0x29A3DF60L,0x29A3DF60L,0x29A3DF60L,0x29A3DF60L};
static int32_t g_5 = 1L;
static int32_t g_8 = 9L;
static int32_t g_31 = 5L;
static int32_t *g_30 = &g_31;
static uint8_t g_53 = 248UL;
static int32_t g_55 = 8L;
static int8_t g_57[6] = {0x75L,0x75L,0x75L,0x75L,0x75L,0x75L};
static int8_t g_76 = 0xC2L;
static int8_t g_77 = 9L;
static uint8_t g_80 = 0x9AL;
static uint16_t g_124 = 65535UL;
static struct S0 g_137 = {1L,0xDC62CBA5L,18446744073709551608UL,6UL,0x4EL,0UL};
static uint16_t g_170 = 65533UL;
static int32_t g_195[6][2] = {{0x03D44B8BL,0x03D44B8BL},{0x03D44B8BL,0x03D44B8BL},{0x03D44B8BL,0x03D44B8BL},{0x03D44B8BL,0x03D44B8BL},{0x03D44B8BL,0x03D44B8BL},{0x03D44B8BL,0x03D44B8BL}};
static int64_t g_197 = 0x5B04A48274371E87LL;
static uint8_t g_212 = 0x1AL;
static const uint16_t g_223 = 0UL;
static const uint16_t *g_222 = &g_223;
static uint8_t *g_227 = &g_53;
static uint8_t **g_226 = &g_227;
static int64_t g_243 = (-1L);
static uint8_t g_247 = 252UL;
static int32_t g_261[10][9] = {{(-1L),0x01C52B69L,0x404B1CACL,0L,0L,0x404B1CACL,0x01C52B69L,(-1L),0x404B1CACL},{0x3D060EDEL,0x4F83ABEFL,(-10L),(-1L),(-1L),(-10L),0x4F83ABEFL,0x3D060EDEL,(-10L)},{(-1L),0x01C52B69L,0x404B1CACL,0L,0L,0x404B1CACL,(-6L),(-4L),0L},{0xB163B826L,0xECDF4084L,(-1L),(-3L),(-3L),(-1L),0xECDF4084L,0xB163B826L,(-1L)},{(-4L),(-6L),0L,0L,0L,0L,(-6L),(-4L),0L},{0xB163B826L,0xECDF4084L,(-1L),(-3L),(-3L),(-1L),0xECDF4084L,0xB163B826L,(-1L)},{(-4L),(-6L),0L,0L,0L,0L,(-6L),(-4L),0L},{0xB163B826L,0xECDF4084L,(-1L),(-3L),(-3L),(-1L),0xECDF4084L,0xB163B826L,(-1L)},{(-4L),(-6L),0L,0L,0L,0L,(-6L),(-4L),0L},{0xB163B826L,0xECDF4084L,(-1L),(-3L),(-3L),(-1L),0xECDF4084L,0xB163B826L,(-1L)}};
static uint32_t g_269 = 0x66C39933L;
static uint32_t *g_283 = &g_137.f3;
static struct S0 g_294[1][8] = {{{-9L,-1L,0xBEF5C302L,8UL,0x63L,6UL},{-9L,-1L,0xBEF5C302L,8UL,0x63L,6UL},{-9L,-1L,0xBEF5C302L,8UL,0x63L,6UL},{-9L,-1L,0xBEF5C302L,8UL,0x63L,6UL},{-9L,-1L,0xBEF5C302L,8UL,0x63L,6UL},{-9L,-1L,0xBEF5C302L,8UL,0x63L,6UL},{-9L,-1L,0xBEF5C302L,8UL,0x63L,6UL},{-9L,-1L,0xBEF5C302L,8UL,0x63L,6UL}}};
static struct S0 *g_293[1][9] = {{&g_294[0][1],&g_137,&g_294[0][1],&g_294[0][1],&g_137,&g_294[0][1],&g_294[0][1],&g_137,&g_294[0][1]}};
static uint16_t g_306 = 0x1648L;
static const int8_t g_327 = 0xA1L;
static int16_t g_331 = 0x7674L;
static uint16_t g_388 = 7UL;
static int8_t * const g_391 = &g_137.f4;
static int8_t * const *g_390 = &g_391;
static uint64_t g_434 = 0xCA866792CEC7047FLL;
static uint8_t ***g_445[6] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static uint8_t ****g_444[1] = {&g_445[4]};
static uint8_t **** const *g_443[10][4] = {{&g_444[0],&g_444[0],&g_444[0],&g_444[0]},{&g_444[0],&g_444[0],&g_444[0],&g_444[0]},{&g_444[0],&g_444[0],&g_444[0],&g_444[0]},{&g_444[0],&g_444[0],&g_444[0],&g_444[0]},{&g_444[0],&g_444[0],&g_444[0],&g_444[0]},{&g_444[0],&g_444[0],&g_444[0],&g_444[0]},{&g_444[0],&g_444[0],&g_444[0],&g_444[0]},{&g_444[0],&g_444[0],&g_444[0],&g_444[0]},{&g_444[0],&g_444[0],&g_444[0],&g_444[0]},{&g_444[0],&g_444[0],&g_444[0],&g_444[0]}};
static const uint64_t g_555 = 18446744073709551615UL;


/* --- FORWARD DECLARATIONS --- */
static const uint32_t  func_1(void);
static uint32_t  func_11(int32_t * p_12, int32_t * p_13, int32_t  p_14, const int32_t * p_15, struct S0  p_16);
static int32_t * func_18(uint64_t  p_19, int32_t * p_20);
static int32_t * func_24(int32_t * p_25, uint16_t  p_26, int32_t * p_27, const uint16_t  p_28, uint64_t  p_29);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_5 g_8 g_124 g_137.f5
 * writes: g_2 g_5 g_8
 */
static const uint32_t  func_1(void)
{ /* block id: 0 */
    int32_t *l_23 = &g_2[0];
    int32_t *l_32 = &g_2[3];
    for (g_2[3] = 22; (g_2[3] >= 7); g_2[3] = safe_sub_func_uint16_t_u_u(g_2[3], 5))
    { /* block id: 3 */
        int32_t *l_33 = &g_8;
        const int8_t l_34 = 1L;
        uint64_t *l_560 = &g_434;
        uint64_t **l_559 = &l_560;
        for (g_5 = 0; (g_5 == 27); g_5++)
        { /* block id: 6 */
            int32_t *l_17 = (void*)0;
            int32_t *l_411 = &g_55;
            for (g_8 = 21; (g_8 == 17); g_8--)
            { /* block id: 9 */
                int32_t **l_245[7][10] = {{&g_30,&l_32,&l_32,&g_30,&l_32,&l_32,&g_30,&l_32,&l_32,&g_30},{&l_32,&g_30,&l_32,&l_32,&g_30,&l_32,&l_32,&g_30,&l_32,&l_32},{&g_30,&g_30,&g_30,&g_30,&g_30,&g_30,&g_30,&g_30,&g_30,&g_30},{&g_30,&l_32,&l_32,&g_30,&l_32,&l_32,&g_30,&l_32,&l_32,&g_30},{&l_32,&g_30,&l_32,&l_32,&g_30,&l_32,&l_32,&g_30,&l_32,&l_32},{&g_30,&g_30,&g_30,&g_30,&g_30,&g_30,&g_30,&g_30,&g_30,&g_30},{&g_30,&g_30,&g_30,&l_32,&g_30,&g_30,&l_32,&g_30,&g_30,&l_32}};
                uint8_t *l_246 = &g_247;
                struct S0 l_412 = {0x2AFAB89DL,1L,18446744073709551615UL,0xD5ECD102L,0x80L,0x3A862AB6L};
                const uint64_t *l_554 = &g_555;
                const uint64_t **l_553 = &l_554;
                const uint64_t *l_557[3];
                const uint64_t **l_556 = &l_557[1];
                uint32_t *l_558 = &g_294[0][1].f2;
                int i, j;
                for (i = 0; i < 3; i++)
                    l_557[i] = &g_555;
            }
            return g_124;
        }
        (*l_33) = (*l_32);
    }
    return g_137.f5;
}


/* ------------------------------------------ */
/* 
 * reads : g_137.f3 g_137.f1 g_306 g_2 g_222 g_223 g_261 g_31 g_5 g_77 g_76 g_390 g_391 g_137.f4 g_294.f4 g_283 g_137.f5 g_195
 * writes: g_137.f3 g_261 g_80 g_243 g_77 g_294.f4 g_306 g_331 g_443 g_55 g_124
 */
static uint32_t  func_11(int32_t * p_12, int32_t * p_13, int32_t  p_14, const int32_t * p_15, struct S0  p_16)
{ /* block id: 204 */
    int32_t *l_415 = &g_2[3];
    int32_t **l_416 = &l_415;
    int8_t l_427 = 0x78L;
    int32_t *l_428 = (void*)0;
    int32_t *l_429 = (void*)0;
    int32_t *l_430 = &g_261[7][1];
    uint16_t l_474 = 0xB0D6L;
    int32_t l_485 = 0xDB0300A9L;
    uint64_t l_487[6][8] = {{0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL},{0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL},{0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL},{0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL},{0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL},{0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL}};
    uint16_t *l_510 = &g_124;
    uint16_t **l_509[1][2];
    uint8_t **l_512 = &g_227;
    const uint8_t *l_520 = &g_80;
    const uint8_t **l_519 = &l_520;
    const uint8_t ***l_518 = &l_519;
    const uint8_t ****l_517 = &l_518;
    uint8_t ***l_536 = (void*)0;
    int i, j;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 2; j++)
            l_509[i][j] = &l_510;
    }
    for (g_137.f3 = 0; (g_137.f3 >= 36); g_137.f3 = safe_add_func_int8_t_s_s(g_137.f3, 5))
    { /* block id: 207 */
        return p_16.f0;
    }
    (*l_416) = l_415;
    if (((*l_430) ^= (safe_rshift_func_uint16_t_u_u((safe_lshift_func_int8_t_s_u((((safe_div_func_int32_t_s_s((safe_lshift_func_uint16_t_u_s(0x002CL, g_137.f1)), p_16.f1)) | (safe_lshift_func_int8_t_s_u(((((l_427 & p_16.f1) || (-4L)) & 1UL) & g_306), p_16.f1))) <= (*l_415)), 0)), (*g_222)))))
    { /* block id: 212 */
        uint64_t *l_433 = &g_434;
        const int32_t l_439 = 1L;
        uint8_t ***l_442 = (void*)0;
        uint8_t ****l_441 = &l_442;
        uint8_t *****l_440 = &l_441;
        uint8_t l_471 = 0xEDL;
        int32_t l_486 = (-1L);
lbl_490:
        for (l_427 = 0; (l_427 >= 0); l_427 -= 1)
        { /* block id: 215 */
            int64_t l_446 = (-2L);
            int32_t *l_447 = &g_195[5][0];
            uint64_t *l_472 = &g_434;
        }
        for (p_16.f3 = 0; (p_16.f3 >= 26); p_16.f3 = safe_add_func_uint64_t_u_u(p_16.f3, 4))
        { /* block id: 244 */
            uint16_t l_479 = 0x2B61L;
            int32_t l_482 = 0xD3D2D052L;
            for (g_80 = (-21); (g_80 == 60); g_80 = safe_add_func_uint8_t_u_u(g_80, 8))
            { /* block id: 247 */
                l_479 ^= ((*l_430) ^= (*p_13));
                if ((*p_15))
                    break;
            }
            for (g_243 = 7; (g_243 == 6); --g_243)
            { /* block id: 254 */
                int32_t *l_483 = &g_261[5][3];
                int32_t *l_484[2][3] = {{&g_55,&g_55,&g_55},{&g_8,&g_8,&g_8}};
                int i, j;
                (*l_416) = (g_223 , p_12);
                --l_487[3][5];
                if (p_16.f3)
                    goto lbl_490;
            }
        }
    }
    else
    { /* block id: 260 */
        int16_t l_504[9];
        uint16_t *l_542 = &g_124;
        int32_t l_544 = (-5L);
        const uint8_t **** const l_552[2] = {&l_518,&l_518};
        int i;
        for (i = 0; i < 9; i++)
            l_504[i] = 0x20B9L;
        for (g_77 = 0; (g_77 <= 3); g_77 = safe_add_func_int32_t_s_s(g_77, 4))
        { /* block id: 263 */
            const uint32_t l_501[4][1] = {{4294967286UL},{0xC1072F34L},{4294967286UL},{0xC1072F34L}};
            int8_t *l_511 = &g_294[0][1].f4;
            int i, j;
            (*l_430) ^= (safe_add_func_int32_t_s_s((((safe_div_func_uint16_t_u_u((safe_div_func_uint64_t_u_u((((safe_lshift_func_uint8_t_u_u((l_501[2][0] != (((((*l_511) ^= (((safe_div_func_uint8_t_u_u(0x36L, l_504[7])) >= (g_76 , (safe_mod_func_uint64_t_u_u((safe_sub_func_int8_t_s_s(((((l_509[0][0] != (void*)0) <= 0x0F323D7EL) != 255UL) , (**g_390)), 0x83L)), p_16.f3)))) , (**g_390))) , p_16.f5) , l_512) != l_512)), l_504[5])) | 0xE8L) | 65526UL), 0xF563174466AC194CLL)), (-7L))) && (*g_222)) <= (**l_416)), (*p_13)));
        }
        if ((**l_416))
        { /* block id: 267 */
            uint64_t l_524 = 0xF99F8AEFEFDCD913LL;
            for (g_306 = (-24); (g_306 == 15); g_306++)
            { /* block id: 270 */
                const uint8_t *****l_521 = &l_517;
                int32_t l_525[8][4] = {{6L,6L,6L,6L},{6L,6L,6L,6L},{6L,6L,6L,6L},{6L,6L,6L,6L},{6L,6L,6L,6L},{6L,6L,6L,6L},{6L,6L,6L,6L},{6L,6L,6L,6L}};
                int64_t l_526 = 4L;
                int i, j;
                (*l_430) = 0x4E762376L;
                (*l_430) = (((safe_lshift_func_int16_t_s_u((0x5F1CL != (((*l_521) = l_517) != (void*)0)), 8)) > (l_525[6][3] |= ((p_16.f1 == (l_524 <= p_16.f1)) == (*g_283)))) , l_526);
            }
            (*l_430) = 0x069F6AD7L;
            for (p_16.f4 = 0; p_16.f4 < 10; p_16.f4 += 1)
            {
                for (g_331 = 0; g_331 < 4; g_331 += 1)
                {
                    g_443[p_16.f4][g_331] = (void*)0;
                }
            }
        }
        else
        { /* block id: 278 */
            uint8_t ***l_535[7] = {&l_512,&g_226,&g_226,&l_512,&g_226,&g_226,&l_512};
            int i;
            for (g_137.f3 = 0; (g_137.f3 > 27); g_137.f3 = safe_add_func_int64_t_s_s(g_137.f3, 7))
            { /* block id: 281 */
                int32_t l_529 = 0xAC76E4D1L;
                uint8_t ***l_534 = &l_512;
                int16_t *l_537 = &g_331;
                int16_t *l_543 = &l_504[7];
                int32_t l_545 = 0x2DEBF90AL;
                if (l_529)
                    break;
                l_544 = (safe_mul_func_uint16_t_u_u(p_16.f2, ((*l_543) = (g_195[5][0] & (((safe_sub_func_int16_t_s_s(((*l_537) = (l_534 == (l_535[0] = (l_536 = l_535[1])))), (safe_lshift_func_uint8_t_u_s((safe_rshift_func_uint16_t_u_s(5UL, 2)), 3)))) , &g_388) != l_542)))));
                l_545 ^= (g_55 = 0x68097A9AL);
                return l_504[7];
            }
        }
        (*l_430) = (safe_div_func_uint8_t_u_u(((*p_15) == (g_76 && (l_544 , (((((safe_sub_func_int64_t_s_s(p_16.f1, (safe_lshift_func_uint16_t_u_s(((*l_542) = ((l_552[1] == l_552[1]) < p_14)), (**l_416))))) || 0xABB091EEL) | (*g_283)) && (*l_415)) , l_544)))), 0x1BL));
    }
    return p_16.f3;
}


/* ------------------------------------------ */
/* 
 * reads : g_195 g_2 g_137.f0 g_247 g_269 g_137.f2 g_222 g_223 g_77 g_226 g_227 g_53 g_243 g_137.f4 g_283 g_137.f5 g_137.f3 g_124 g_294.f5 g_261 g_331 g_5 g_80 g_31 g_55 g_170 g_390 g_30 g_294.f4 g_391
 * writes: g_195 g_31 g_247 g_137.f2 g_269 g_77 g_283 g_293 g_306 g_331 g_30 g_197 g_170 g_388 g_261 g_55
 */
static int32_t * func_18(uint64_t  p_19, int32_t * p_20)
{ /* block id: 131 */
    struct S0 l_248 = {0xA2399457L,0x0A46BAF6L,0x2A347AF7L,0x98805535L,-7L,0xE5491D3EL};
    int32_t *l_255[3];
    uint8_t ***l_256 = &g_226;
    int32_t *l_289[6] = {&g_261[2][6],&g_261[2][6],&g_261[2][6],&g_261[2][6],&g_261[2][6],&g_261[2][6]};
    uint64_t l_304 = 0UL;
    uint16_t *l_314 = &g_170;
    uint16_t **l_313 = &l_314;
    uint64_t l_355[10][1] = {{0UL},{0UL},{0UL},{0UL},{0xEAFC1F1D460D4B31LL},{0UL},{0UL},{0UL},{0UL},{0xEAFC1F1D460D4B31LL}};
    int8_t *l_364 = &g_294[0][1].f4;
    int8_t **l_363 = &l_364;
    int32_t l_376 = 1L;
    int i, j;
    for (i = 0; i < 3; i++)
        l_255[i] = &g_55;
    if ((l_248 , (g_31 = ((((((void*)0 == &p_20) , (safe_mul_func_uint8_t_u_u(p_19, (safe_div_func_int8_t_s_s((safe_rshift_func_uint8_t_u_s(((g_195[0][1] |= (l_248 , (-7L))) == (-10L)), g_2[1])), g_137.f0))))) ^ p_19) | p_19) == 0xCA945547A387112BLL))))
    { /* block id: 134 */
        uint8_t ***l_259 = &g_226;
        int32_t l_267[4] = {(-5L),(-5L),(-5L),(-5L)};
        uint32_t *l_284 = &l_248.f3;
        int8_t l_299 = 0L;
        int16_t *l_305 = (void*)0;
        int32_t l_332 = 1L;
        struct S0 *l_341 = &g_137;
        int i;
        for (g_247 = 0; (g_247 <= 1); g_247 += 1)
        { /* block id: 137 */
            uint8_t ****l_257 = (void*)0;
            uint8_t ****l_258[1];
            int32_t l_260 = 0x6A48AB57L;
            int32_t l_264 = 0xF0FC9D27L;
            int32_t l_266 = 0L;
            int32_t l_268 = 0L;
            struct S0 **l_290 = (void*)0;
            struct S0 *l_292 = (void*)0;
            struct S0 **l_291[8][1] = {{&l_292},{&l_292},{&l_292},{&l_292},{&l_292},{&l_292},{&l_292},{&l_292}};
            int i, j;
            for (i = 0; i < 1; i++)
                l_258[i] = &l_256;
            l_259 = l_256;
            for (g_137.f2 = 0; (g_137.f2 <= 2); g_137.f2 += 1)
            { /* block id: 141 */
                int32_t l_262 = 0xBF97C4F4L;
                int32_t l_263 = (-6L);
                int32_t l_265[2];
                int i, j;
                for (i = 0; i < 2; i++)
                    l_265[i] = 0x49198AFDL;
                --g_269;
                if (g_195[g_137.f2][g_247])
                    continue;
            }
            for (g_77 = 18; (g_77 == (-22)); g_77 = safe_sub_func_int32_t_s_s(g_77, 5))
            { /* block id: 147 */
                uint32_t *l_282 = &g_137.f5;
                const int32_t *l_288 = &g_55;
                const int32_t **l_287 = &l_288;
                g_195[0][1] = (safe_div_func_int16_t_s_s((((safe_div_func_uint8_t_u_u(p_19, (safe_sub_func_int8_t_s_s((((g_283 = l_282) == l_284) != (safe_add_func_int64_t_s_s(((*g_222) ^ p_19), 18446744073709551615UL))), p_19)))) < p_19) ^ 0L), p_19));
                l_260 = l_266;
                (*l_287) = (void*)0;
                (*l_287) = l_289[3];
            }
            g_293[0][0] = (l_267[0] , &l_248);
        }
        g_195[0][1] |= (((g_306 = (safe_add_func_uint16_t_u_u((((safe_mod_func_uint32_t_u_u((g_77 <= (((l_299 , (**g_226)) , p_19) , (safe_mod_func_int64_t_s_s(((safe_add_func_int16_t_s_s(0x556BL, l_304)) != g_243), g_137.f4)))), 1L)) < p_19) == (*g_283)), p_19))) , (*g_283)) <= 0xC9C83B8CL);
        for (l_248.f3 = 8; (l_248.f3 > 1); --l_248.f3)
        { /* block id: 160 */
            uint16_t l_321 = 0x09B0L;
            int32_t l_343 = 1L;
            if ((safe_sub_func_uint16_t_u_u(((-1L) && (safe_rshift_func_int8_t_s_s((l_313 != (((safe_mod_func_int64_t_s_s((l_267[1] , ((safe_rshift_func_int8_t_s_s((safe_div_func_uint32_t_u_u(l_321, ((p_19 != (-6L)) , g_124))), 3)) , p_19)), 0x691785BB1C78F11ALL)) <= g_294[0][1].f5) , &l_314)), g_261[5][3]))), l_321)))
            { /* block id: 161 */
                const int8_t **l_324 = (void*)0;
                const int8_t *l_326 = &g_327;
                const int8_t **l_325 = &l_326;
                int16_t *l_330 = &g_331;
                int32_t l_342[2];
                int32_t **l_344 = &g_30;
                int i;
                for (i = 0; i < 2; i++)
                    l_342[i] = 1L;
                l_332 &= (0x6AL >= (safe_lshift_func_uint16_t_u_u(((((*l_330) &= ((((*l_325) = &l_299) != &g_327) , (safe_sub_func_int64_t_s_s((g_243 || g_223), l_267[3])))) || (*g_222)) || (*p_20)), 5)));
                (*l_344) = ((l_343 = (g_331 || (((safe_add_func_uint8_t_u_u((*g_227), ((safe_unary_minus_func_int8_t_s((!(((safe_mul_func_int8_t_s_s((l_321 ^ ((safe_sub_func_int8_t_s_s(((p_19 < ((void*)0 == l_341)) < 0xDBL), 0L)) , l_342[0])), g_80)) , (-1L)) != p_19)))) || 255UL))) || l_267[1]) != p_19))) , p_20);
                l_332 = (!(safe_rshift_func_int8_t_s_u(2L, 2)));
            }
            else
            { /* block id: 168 */
                int16_t *l_356 = &g_331;
                uint8_t ****l_358 = (void*)0;
                uint8_t *****l_357 = &l_358;
                g_31 ^= ((((*l_357) = ((safe_mod_func_uint64_t_u_u(l_321, (~((0x3989L >= g_137.f4) < ((*l_356) = (((l_332 <= (safe_div_func_uint16_t_u_u(((safe_sub_func_int64_t_s_s(g_137.f0, p_19)) , l_355[3][0]), (*g_222)))) <= (-1L)) & p_19)))))) , &l_256)) == (void*)0) >= (*g_283));
                l_332 &= (*p_20);
            }
            if (l_321)
                break;
        }
    }
    else
    { /* block id: 176 */
        int64_t l_361 = 1L;
        int8_t **l_366[1];
        int8_t ***l_365 = &l_366[0];
        int16_t *l_369 = &g_331;
        int32_t l_370 = 0x57182923L;
        int32_t l_371[1];
        int64_t *l_377 = (void*)0;
        int64_t *l_378 = &g_197;
        struct S0 l_395 = {-4L,4L,18446744073709551615UL,4294967295UL,-9L,0UL};
        int i;
        for (i = 0; i < 1; i++)
            l_366[i] = &l_364;
        for (i = 0; i < 1; i++)
            l_371[i] = 0x7CF72669L;
        g_31 ^= ((safe_mul_func_int8_t_s_s((l_361 == p_19), (((!l_361) ^ ((l_363 != ((*l_365) = &l_364)) <= p_19)) , g_331))) && g_55);
        l_371[0] = ((safe_sub_func_uint8_t_u_u((l_370 = (((*l_369) = (((void*)0 != &l_256) & g_294[0][1].f5)) || (((((*g_283) > ((0xBAL | (**g_226)) == p_19)) <= g_223) , l_361) < 0UL))), l_361)) && 0x38AA7DBA10B856BFLL);
        l_371[0] = (safe_mod_func_int32_t_s_s((1L >= (safe_sub_func_uint32_t_u_u(p_19, ((p_19 | (((((p_19 < ((*l_378) = (((g_137.f0 || l_376) , 1UL) | (-1L)))) ^ g_331) <= 0UL) || l_371[0]) && (**g_226))) && p_19)))), 1UL));
        if ((*p_20))
        { /* block id: 184 */
            uint8_t l_379[2];
            int8_t **l_389 = &l_364;
            int i;
            for (i = 0; i < 2; i++)
                l_379[i] = 255UL;
            l_379[0] |= 0x990DF19CL;
            if ((safe_add_func_uint16_t_u_u(((*l_314)++), 0xE95DL)))
            { /* block id: 187 */
                int32_t **l_392 = &g_30;
                (*l_392) = ((safe_lshift_func_int16_t_s_s((g_269 && ((safe_add_func_int64_t_s_s(((((*g_222) <= ((**l_313) = (g_388 = l_379[1]))) , (((*l_365) = l_389) == g_390)) && l_361), l_379[0])) || 2UL)), 9)) , l_289[5]);
                g_55 = (safe_add_func_int32_t_s_s((p_19 != ((((*g_222) , 0x7902D23FL) , l_395) , ((((((*g_30) = 0xAD021357L) , 0x65DCC4CEL) , 4UL) , p_19) == g_294[0][1].f4))), (*g_283)));
            }
            else
            { /* block id: 194 */
                return &g_31;
            }
        }
        else
        { /* block id: 197 */
            int32_t *l_396 = (void*)0;
            int32_t **l_397[8][7] = {{(void*)0,&l_396,&l_289[0],&l_255[1],&l_255[1],&l_289[0],&l_396},{&g_30,(void*)0,&g_30,&l_255[0],(void*)0,&g_30,&g_30},{&l_289[0],(void*)0,&l_255[1],(void*)0,&l_289[0],&g_30,&l_396},{&l_255[1],&g_30,(void*)0,&l_255[0],&l_289[4],&l_255[0],(void*)0},{&l_396,&l_396,&l_289[3],&l_255[1],&l_396,&g_30,&l_289[0]},{&l_255[1],&l_255[0],&l_255[0],&l_255[0],&l_255[0],&l_255[1],&l_289[4]},{&l_289[0],&l_289[3],(void*)0,(void*)0,&l_396,&l_396,(void*)0},{&g_30,(void*)0,&g_30,&g_30,&l_289[4],&l_255[1],&g_30}};
            int i, j;
            g_30 = l_396;
            g_55 &= (safe_rshift_func_int8_t_s_u((+((safe_mul_func_uint16_t_u_u((safe_mod_func_uint64_t_u_u(p_19, p_19)), ((safe_div_func_int8_t_s_s((safe_add_func_int8_t_s_s(((((**g_226) >= (safe_lshift_func_int16_t_s_u((&l_361 == &g_243), l_395.f5))) >= p_19) , 0x1AL), 0x54L)), (**g_390))) && (*g_227)))) , 8L)), 6));
        }
    }
    return p_20;
}


/* ------------------------------------------ */
/* 
 * reads : g_2 g_8 g_53 g_55 g_80 g_57 g_5 g_77 g_124 g_31 g_76 g_137 g_170 g_212
 * writes: g_53 g_55 g_57 g_80 g_31 g_30 g_77 g_124 g_137.f3 g_137.f5 g_137.f4 g_170 g_195 g_197 g_212
 */
static int32_t * func_24(int32_t * p_25, uint16_t  p_26, int32_t * p_27, const uint16_t  p_28, uint64_t  p_29)
{ /* block id: 11 */
    uint64_t l_39 = 0x01AEDF47F28A9961LL;
    int32_t l_40 = 0L;
    int32_t l_79 = 4L;
    int32_t l_85[7][9] = {{1L,0x368F5644L,0L,0x3A5642BEL,0xDF0D7C7EL,1L,1L,0xDF0D7C7EL,0x3A5642BEL},{0x8C1355B5L,(-10L),0x8C1355B5L,(-1L),2L,0x8C1355B5L,1L,5L,(-1L)},{(-3L),0xDF0D7C7EL,0L,(-3L),(-10L),(-3L),0L,0xDF0D7C7EL,(-3L)},{7L,2L,1L,(-1L),(-1L),7L,(-1L),0xA27C819AL,(-1L)},{0L,(-10L),0x3A5642BEL,0x3A5642BEL,(-10L),0L,(-1L),0x1D8FC8FAL,0x3A5642BEL},{7L,(-1L),(-1L),1L,2L,7L,7L,2L,1L},{(-3L),(-10L),(-3L),0L,0xDF0D7C7EL,(-3L),(-1L),(-6L),0L}};
    int16_t l_160 = 0x5B12L;
    int64_t l_169 = 0x01287A51E9EB336DLL;
    int i, j;
lbl_165:
    for (p_26 = 0; (p_26 >= 31); p_26 = safe_add_func_uint16_t_u_u(p_26, 9))
    { /* block id: 14 */
        uint16_t l_51 = 0x3491L;
        int32_t l_78 = 0x171C63CCL;
        uint16_t l_89 = 0x7E67L;
        uint8_t *l_94 = &g_53;
        if ((safe_add_func_int32_t_s_s((*p_25), l_39)))
        { /* block id: 15 */
            int32_t *l_41 = (void*)0;
            int32_t *l_42 = &l_40;
            uint64_t l_45[3];
            int32_t l_68 = 0x1C74F348L;
            int32_t l_73 = 0x44351D5EL;
            int32_t l_74 = 0xFE1A273DL;
            int32_t l_75 = (-6L);
            int i;
            for (i = 0; i < 3; i++)
                l_45[i] = 18446744073709551612UL;
            l_40 = l_39;
            if (((*l_42) = 0xEABA4A2CL))
            { /* block id: 18 */
                uint8_t *l_52 = &g_53;
                (*l_42) = (((*l_52) = (safe_sub_func_int32_t_s_s((l_45[2] < ((safe_add_func_int64_t_s_s((safe_sub_func_int16_t_s_s(l_39, (252UL != (~0xDFL)))), p_28)) ^ g_2[3])), l_51))) == g_8);
                if ((*p_27))
                    continue;
                if (g_53)
                    continue;
            }
            else
            { /* block id: 23 */
                int8_t *l_56 = &g_57[2];
                int8_t l_60[3][1];
                uint16_t *l_61 = &l_51;
                int i, j;
                for (i = 0; i < 3; i++)
                {
                    for (j = 0; j < 1; j++)
                        l_60[i][j] = 0x9EL;
                }
                (*l_42) = g_8;
                (*l_42) = (((*l_61) = (((*l_56) = (!(((g_55 &= p_29) , p_25) != &l_40))) || ((safe_mod_func_uint32_t_u_u(l_60[2][0], (*p_27))) <= p_29))) ^ 0x115CL);
            }
            for (l_39 = (-29); (l_39 <= 12); l_39++)
            { /* block id: 32 */
                int32_t *l_64 = &g_31;
                int32_t *l_65 = &g_55;
                int32_t *l_66 = (void*)0;
                int32_t *l_67 = &g_31;
                int32_t *l_69 = &g_31;
                int32_t *l_70 = &g_55;
                int32_t *l_71 = &g_55;
                int32_t *l_72[6][5] = {{&g_55,&g_55,&g_5,&l_68,&g_2[3]},{&g_2[2],(void*)0,(void*)0,&g_2[2],&g_55},{&g_2[2],&l_68,&l_40,&l_40,&l_68},{&g_55,(void*)0,&l_40,&g_5,&g_5},{(void*)0,&g_55,(void*)0,&l_40,&g_5},{&l_68,&g_2[2],&g_5,&g_2[2],&l_68}};
                int32_t **l_83 = &l_72[1][3];
                int i, j;
                ++g_80;
                (*l_83) = p_27;
                (*l_83) = (void*)0;
                return &g_2[3];
            }
        }
        else
        { /* block id: 38 */
            int32_t *l_88 = &l_78;
            uint8_t *l_91 = &g_53;
            uint8_t *l_93 = &g_53;
            uint16_t l_100 = 1UL;
            if ((((g_8 ^ ((0xC071L > (~7UL)) , l_85[6][2])) != (safe_add_func_int32_t_s_s(((*l_88) = (g_57[2] == p_28)), l_89))) & g_57[2]))
            { /* block id: 40 */
                int32_t **l_90 = &l_88;
                (*l_90) = &l_78;
                return p_27;
            }
            else
            { /* block id: 43 */
                uint8_t **l_92 = (void*)0;
                uint8_t **l_95 = &l_94;
                int32_t l_99 = (-1L);
                uint32_t l_101 = 0xB9B4FE2EL;
                int32_t **l_102 = &g_30;
                g_31 = (l_101 = (((l_93 = l_91) != ((*l_95) = l_94)) ^ (0x6523L <= (((~(g_80 ^ (((((safe_add_func_int8_t_s_s(((l_99 <= g_5) != l_100), p_28)) , 0xBCDCAF5201FEAE78LL) == p_26) > g_55) , 251UL))) , &l_91) == &l_91))));
                (*l_102) = l_88;
                (*l_102) = &g_5;
                (*l_102) = p_25;
            }
            for (g_77 = 0; (g_77 <= (-22)); g_77 = safe_sub_func_uint8_t_u_u(g_77, 4))
            { /* block id: 54 */
                const int32_t *l_106 = &g_8;
                const int32_t **l_105 = &l_106;
                (*l_105) = (void*)0;
            }
        }
    }
    if (((l_79 ^= 0x6FA96CD8L) ^ 4294967295UL))
    { /* block id: 60 */
        int32_t *l_107[3][9] = {{&g_2[0],&g_2[0],&g_2[3],&g_2[3],&g_5,&l_79,&g_2[1],&l_79,&g_5},{&g_2[3],&g_2[0],&g_2[0],&g_2[3],&g_2[3],&g_5,&l_79,&g_2[1],&l_79},{&g_2[1],&g_55,&g_2[3],&g_2[3],&g_55,&g_2[1],(void*)0,&g_2[0],&l_79}};
        int i, j;
        g_55 = l_79;
        l_79 = (-1L);
    }
    else
    { /* block id: 63 */
        int32_t *l_108 = &g_31;
        int32_t *l_109 = (void*)0;
        int32_t *l_110 = &g_31;
        int32_t l_111[3];
        int32_t *l_112 = &l_79;
        int32_t *l_113 = &g_31;
        int32_t *l_114 = &l_79;
        int32_t *l_115 = &l_111[2];
        int32_t *l_116 = &g_55;
        int32_t *l_117 = &l_111[1];
        int32_t *l_118 = &g_31;
        int64_t l_119 = (-3L);
        int32_t *l_120 = &g_55;
        int32_t *l_121 = &l_40;
        int32_t *l_122 = (void*)0;
        int32_t *l_123[7];
        int i;
        for (i = 0; i < 3; i++)
            l_111[i] = 6L;
        for (i = 0; i < 7; i++)
            l_123[i] = &g_55;
        ++g_124;
    }
    if ((safe_mul_func_int8_t_s_s(((safe_sub_func_int8_t_s_s(((safe_mul_func_uint16_t_u_u(g_31, ((safe_mod_func_int32_t_s_s(g_76, (((safe_add_func_int8_t_s_s(0x79L, ((-1L) | 0xCC8C47D0L))) >= 0xF9726115DA6A5298LL) & 18446744073709551615UL))) , g_77))) < g_2[3]), p_26)) || p_26), p_28)))
    { /* block id: 66 */
        int32_t l_148 = 5L;
        int32_t *l_149 = (void*)0;
        int32_t *l_150 = &l_40;
        int32_t *l_151 = &l_148;
        (*l_151) = (g_137 , ((*l_150) = (~((!(safe_mod_func_int16_t_s_s((safe_sub_func_int64_t_s_s(l_85[2][1], ((safe_rshift_func_uint8_t_u_s((safe_sub_func_int32_t_s_s(((void*)0 == &g_30), ((void*)0 == p_25))), p_28)) < 0x92431699C01AE01DLL))), p_28))) , l_148))));
    }
    else
    { /* block id: 69 */
        int32_t *l_156 = (void*)0;
        uint16_t *l_202 = &g_170;
        int32_t l_211[2][2];
        int32_t *l_216 = &l_211[0][0];
        int i, j;
        for (i = 0; i < 2; i++)
        {
            for (j = 0; j < 2; j++)
                l_211[i][j] = 0x01070E86L;
        }
lbl_173:
        for (g_137.f3 = 25; (g_137.f3 > 6); g_137.f3--)
        { /* block id: 72 */
            int32_t **l_159[5];
            int i;
            for (i = 0; i < 5; i++)
                l_159[i] = (void*)0;
            l_160 |= (safe_add_func_uint8_t_u_u(((l_156 != &g_55) | (safe_div_func_int8_t_s_s(g_8, g_57[2]))), ((((g_30 = l_156) == l_156) ^ g_2[3]) == 0x6B34804FL)));
            for (g_137.f5 = 0; (g_137.f5 != 52); g_137.f5 = safe_add_func_uint16_t_u_u(g_137.f5, 1))
            { /* block id: 77 */
                if ((*p_25))
                    break;
            }
            if (l_79)
                break;
            for (g_53 = 0; (g_53 > 5); g_53 = safe_add_func_int8_t_s_s(g_53, 1))
            { /* block id: 83 */
                if (g_137.f1)
                    goto lbl_165;
                if ((*p_25))
                    continue;
            }
        }
        for (g_137.f4 = 0; (g_137.f4 != 0); g_137.f4 = safe_add_func_int32_t_s_s(g_137.f4, 4))
        { /* block id: 90 */
            int32_t *l_168[3][3];
            int i, j;
            for (i = 0; i < 3; i++)
            {
                for (j = 0; j < 3; j++)
                    l_168[i][j] = &l_79;
            }
            --g_170;
            if (l_39)
                goto lbl_173;
            if ((*p_27))
                continue;
        }
        for (l_169 = 16; (l_169 == (-25)); l_169 = safe_sub_func_uint8_t_u_u(l_169, 5))
        { /* block id: 97 */
            int32_t l_190[3];
            uint64_t *l_219 = &l_39;
            const uint16_t *l_225 = &g_223;
            const uint16_t **l_224 = &l_225;
            struct S0 l_232 = {0x662131C2L,0xBA50A0FAL,0x9440013EL,0x68F5B907L,0xD2L,0UL};
            int i;
            for (i = 0; i < 3; i++)
                l_190[i] = (-1L);
            for (p_29 = 0; (p_29 < 8); p_29++)
            { /* block id: 100 */
                int16_t l_193 = 0x1C41L;
                int16_t *l_194[3];
                uint64_t *l_196[6];
                int32_t *l_207 = &g_195[0][1];
                int32_t *l_208 = &g_31;
                int32_t *l_209 = &l_79;
                int32_t *l_210[1];
                int32_t **l_215[2][4];
                int i, j;
                for (i = 0; i < 3; i++)
                    l_194[i] = &l_193;
                for (i = 0; i < 6; i++)
                    l_196[i] = &l_39;
                for (i = 0; i < 1; i++)
                    l_210[i] = &g_195[0][1];
                for (i = 0; i < 2; i++)
                {
                    for (j = 0; j < 4; j++)
                        l_215[i][j] = &l_209;
                }
                g_31 = ((safe_div_func_uint64_t_u_u(((safe_mod_func_int8_t_s_s(((p_26 | (safe_mod_func_int8_t_s_s((((g_197 = (safe_add_func_int16_t_s_s(l_79, (g_195[0][1] = (safe_div_func_int64_t_s_s((((safe_mul_func_int8_t_s_s(l_190[1], (l_190[1] && (((safe_add_func_int64_t_s_s(0x229225C9EAE24F21LL, p_28)) , l_193) ^ 18446744073709551615UL)))) | p_29) && 65526UL), l_190[2])))))) ^ g_137.f3) < 0x2C4FL), g_31))) >= 6UL), p_29)) , l_40), p_26)) <= p_26);
                (*l_207) = (safe_mul_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u((((void*)0 != l_202) <= (4UL | ((safe_rshift_func_int8_t_s_s((((*p_25) | l_190[0]) < l_190[1]), p_26)) <= p_29))), l_193)), 0UL));
                g_212++;
                l_216 = &l_190[1];
            }
            if (l_85[2][7])
                break;
            for (g_77 = (-22); (g_77 <= 12); g_77 = safe_add_func_int64_t_s_s(g_77, 4))
            { /* block id: 111 */
                if (g_137.f3)
                    goto lbl_165;
            }
        }
    }
    return &g_5;
}




/* ---------------------------------------- */
int main (void)
{
    int i, j;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_2[i], "g_2[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_8, "g_8", print_hash_value);
    transparent_crc(g_31, "g_31", print_hash_value);
    transparent_crc(g_53, "g_53", print_hash_value);
    transparent_crc(g_55, "g_55", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_57[i], "g_57[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_76, "g_76", print_hash_value);
    transparent_crc(g_77, "g_77", print_hash_value);
    transparent_crc(g_80, "g_80", print_hash_value);
    transparent_crc(g_124, "g_124", print_hash_value);
    transparent_crc(g_137.f0, "g_137.f0", print_hash_value);
    transparent_crc(g_137.f1, "g_137.f1", print_hash_value);
    transparent_crc(g_137.f2, "g_137.f2", print_hash_value);
    transparent_crc(g_137.f3, "g_137.f3", print_hash_value);
    transparent_crc(g_137.f4, "g_137.f4", print_hash_value);
    transparent_crc(g_137.f5, "g_137.f5", print_hash_value);
    transparent_crc(g_170, "g_170", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_195[i][j], "g_195[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_197, "g_197", print_hash_value);
    transparent_crc(g_212, "g_212", print_hash_value);
    transparent_crc(g_223, "g_223", print_hash_value);
    transparent_crc(g_243, "g_243", print_hash_value);
    transparent_crc(g_247, "g_247", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 9; j++)
        {
            transparent_crc(g_261[i][j], "g_261[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_269, "g_269", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_294[i][j].f0, "g_294[i][j].f0", print_hash_value);
            transparent_crc(g_294[i][j].f1, "g_294[i][j].f1", print_hash_value);
            transparent_crc(g_294[i][j].f2, "g_294[i][j].f2", print_hash_value);
            transparent_crc(g_294[i][j].f3, "g_294[i][j].f3", print_hash_value);
            transparent_crc(g_294[i][j].f4, "g_294[i][j].f4", print_hash_value);
            transparent_crc(g_294[i][j].f5, "g_294[i][j].f5", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_306, "g_306", print_hash_value);
    transparent_crc(g_327, "g_327", print_hash_value);
    transparent_crc(g_331, "g_331", print_hash_value);
    transparent_crc(g_388, "g_388", print_hash_value);
    transparent_crc(g_434, "g_434", print_hash_value);
    transparent_crc(g_555, "g_555", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 122
   depth: 1, occurrence: 5
XXX total union variables: 0

XXX max expression depth: 24
breakdown:
   depth: 1, occurrence: 113
   depth: 2, occurrence: 32
   depth: 3, occurrence: 2
   depth: 9, occurrence: 4
   depth: 10, occurrence: 2
   depth: 11, occurrence: 5
   depth: 12, occurrence: 1
   depth: 13, occurrence: 4
   depth: 14, occurrence: 4
   depth: 15, occurrence: 3
   depth: 17, occurrence: 2
   depth: 21, occurrence: 1
   depth: 24, occurrence: 1

XXX total number of pointers: 161

XXX times a variable address is taken: 220
XXX times a pointer is dereferenced on RHS: 66
breakdown:
   depth: 1, occurrence: 53
   depth: 2, occurrence: 13
XXX times a pointer is dereferenced on LHS: 71
breakdown:
   depth: 1, occurrence: 69
   depth: 2, occurrence: 2
XXX times a pointer is compared with null: 8
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 3
XXX times a pointer is qualified to be dereferenced: 1035

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 295
   level: 2, occurrence: 35
   level: 3, occurrence: 0
   level: 4, occurrence: 1
   level: 5, occurrence: 1
XXX number of pointers point to pointers: 51
XXX number of pointers point to scalars: 107
XXX number of pointers point to structs: 3
XXX percent of pointers has null in alias set: 19.9
XXX average alias set size: 1.35

XXX times a non-volatile is read: 464
XXX times a non-volatile is write: 229
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 5

XXX stmts: 118
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 12
   depth: 1, occurrence: 23
   depth: 2, occurrence: 34
   depth: 3, occurrence: 49

XXX percentage a fresh-made variable is used: 20.7
XXX percentage an existing variable is used: 79.3
********************* end of statistics **********************/

