/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 56 -o csmith_56.c
 * Seed:      56
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   uint32_t  f0;
   const int32_t  f1;
   uint32_t  f2;
   int8_t  f3;
   uint32_t  f4;
};

struct S1 {
   uint32_t  f0;
};

/* --- GLOBAL VARIABLES --- */
static uint16_t g_15[6][2] = {{0UL,0UL},{0UL,0UL},{0UL,0UL},{0UL,0UL},{0UL,0UL},{0UL,0UL}};
static int64_t g_19[3] = {1L,1L,1L};
static const struct S0 g_30 = {0xDE450BB1L,0x1EB64D07L,0xDBF4DF7BL,-8L,6UL};
static uint8_t g_37 = 0x64L;
static uint32_t g_43 = 4294967295UL;
static int32_t g_49 = 0xA7E8B7DDL;
static int64_t g_92 = 1L;
static int64_t *g_91 = &g_92;
static uint32_t g_113[1][7] = {{7UL,1UL,7UL,7UL,1UL,7UL,7UL}};
static int16_t g_131 = 0x792DL;
static int8_t g_134 = 0x5CL;
static int32_t g_147[9][10] = {{0xE1EA8031L,(-1L),0x84999CA7L,0x8AE1307CL,(-10L),(-4L),0x1E863709L,0xA6B8F9ADL,(-1L),(-10L)},{(-1L),1L,(-1L),0x8AE1307CL,1L,0x8AE1307CL,(-1L),1L,(-1L),1L},{0x996BB96EL,0x84999CA7L,0xA6B8F9ADL,0x8AE1307CL,0x4C857B74L,(-1L),0x996BB96EL,0x8AE1307CL,(-9L),0x4C857B74L},{0x35BB462CL,0xE1EA8031L,0x996BB96EL,1L,(-1L),(-9L),(-1L),(-1L),(-9L),(-1L)},{1L,0x8AE1307CL,0x8AE1307CL,1L,0L,(-1L),0xE1EA8031L,(-4L),(-9L),0L},{(-1L),(-4L),(-1L),1L,(-1L),0x35BB462CL,0x8AE1307CL,0xE1EA8031L,(-9L),(-1L)},{(-9L),0x996BB96EL,(-4L),1L,7L,1L,(-4L),0x996BB96EL,(-9L),7L},{(-1L),(-1L),0xE1EA8031L,1L,0x4C857B74L,(-1L),0x996BB96EL,0x8AE1307CL,(-9L),0x4C857B74L},{0x35BB462CL,0xE1EA8031L,0x996BB96EL,1L,(-1L),(-9L),(-1L),(-1L),(-9L),(-1L)}};
static int64_t g_196 = 0x1CD69E2DA4D15D3DLL;
static int32_t g_198[6][9] = {{0xDA417DDEL,5L,5L,0xDA417DDEL,1L,0xDA417DDEL,5L,5L,0xDA417DDEL},{1L,5L,(-6L),5L,1L,1L,5L,(-6L),5L},{5L,1L,(-6L),(-6L),1L,5L,1L,(-6L),(-6L)},{1L,1L,5L,(-6L),5L,1L,1L,5L,(-6L)},{0xDA417DDEL,1L,0xDA417DDEL,5L,5L,0xDA417DDEL,1L,0xDA417DDEL,5L},{0xDA417DDEL,5L,5L,0xDA417DDEL,1L,0xDA417DDEL,5L,5L,0xDA417DDEL}};
static uint32_t g_259 = 2UL;
static int64_t g_263 = 1L;
static const struct S1 g_310 = {0x5628F387L};
static int32_t *g_332 = &g_198[4][0];
static int32_t **g_331 = &g_332;
static uint16_t g_342 = 0xA96BL;
static uint16_t *g_341 = &g_342;
static int16_t * const *g_343 = (void*)0;
static const uint8_t g_351 = 0xEEL;
static const uint8_t *g_350 = &g_351;
static int8_t g_366 = 0x9DL;
static uint32_t *g_376 = &g_113[0][5];
static uint32_t **g_375 = &g_376;
static const int32_t g_487 = 0x7F39D59DL;
static uint32_t g_493 = 18446744073709551615UL;
static uint64_t g_504[7][3] = {{0UL,0x2C43E47A9B4B6747LL,18446744073709551615UL},{0x4C4DC21A2F64F399LL,0x566737CBAB720FC4LL,0x4C4DC21A2F64F399LL},{0x4C4DC21A2F64F399LL,0UL,0x566737CBAB720FC4LL},{0UL,0x4C4DC21A2F64F399LL,0x4C4DC21A2F64F399LL},{0x566737CBAB720FC4LL,0x4C4DC21A2F64F399LL,18446744073709551615UL},{0x2C43E47A9B4B6747LL,0UL,0xBB65D8B18A243C44LL},{0x566737CBAB720FC4LL,0x566737CBAB720FC4LL,0xBB65D8B18A243C44LL}};
static uint8_t *g_511 = (void*)0;
static uint8_t **g_510 = &g_511;
static uint8_t *** const g_509[10] = {(void*)0,&g_510,&g_510,(void*)0,&g_510,(void*)0,&g_510,&g_510,(void*)0,&g_510};
static int16_t g_573[9] = {0xF2B0L,0xF2B0L,0xF2B0L,0xF2B0L,0xF2B0L,0xF2B0L,0xF2B0L,0xF2B0L,0xF2B0L};
static uint32_t g_575 = 0xEB2E0E60L;
static const uint64_t g_585 = 18446744073709551615UL;
static uint32_t **g_599 = &g_376;
static uint32_t g_615 = 0UL;
static struct S1 g_631[3] = {{0x67A2D062L},{0x67A2D062L},{0x67A2D062L}};
static struct S0 *g_700 = (void*)0;


/* --- FORWARD DECLARATIONS --- */
static int64_t  func_1(void);
static uint32_t  func_20(int64_t * p_21, uint64_t  p_22, uint8_t  p_23, uint8_t  p_24);
static int64_t * func_25(const struct S0  p_26, int64_t * p_27, uint16_t  p_28, uint32_t  p_29);
static int32_t * const  func_60(const uint8_t  p_61, uint32_t * p_62, uint16_t  p_63);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int64_t  func_1(void)
{ /* block id: 0 */
    int16_t l_12 = 7L;
    int32_t l_13 = 0x4DCC80FCL;
    uint16_t *l_14 = &g_15[1][0];
    int64_t *l_18 = &g_19[0];
    uint32_t l_31 = 0x205300CEL;
    int16_t *l_572 = &g_573[7];
    uint32_t *l_574 = &g_575;
    int32_t l_576[9];
    uint8_t *l_584[6][2] = {{&g_37,&g_37},{&g_37,&g_37},{&g_37,&g_37},{&g_37,&g_37},{&g_37,&g_37},{&g_37,&g_37}};
    int32_t l_647 = 1L;
    int32_t *l_652 = &l_576[5];
    int32_t *l_653[9][5] = {{&l_576[0],(void*)0,&g_147[2][9],(void*)0,&l_576[0]},{&l_576[0],(void*)0,&g_147[2][9],(void*)0,&l_576[0]},{&l_576[0],(void*)0,&g_147[2][9],(void*)0,&l_576[0]},{&l_576[0],&g_147[4][5],&g_147[4][5],&g_147[4][5],(void*)0},{(void*)0,&g_147[4][5],&g_147[4][5],&g_147[4][5],(void*)0},{(void*)0,&g_147[4][5],&g_147[4][5],&g_147[4][5],(void*)0},{(void*)0,&g_147[4][5],&g_147[4][5],&g_147[4][5],(void*)0},{(void*)0,&g_147[4][5],&g_147[4][5],&g_147[4][5],(void*)0},{(void*)0,&g_147[4][5],&g_147[4][5],&g_147[4][5],(void*)0}};
    uint32_t l_654 = 0xE8C9F5C4L;
    uint32_t l_682 = 0UL;
    int8_t l_709 = 0xF4L;
    int i, j;
    for (i = 0; i < 9; i++)
        l_576[i] = 0x40FE52DCL;
    return l_709;
}


/* ------------------------------------------ */
/* 
 * reads : g_342 g_49 g_91 g_37 g_263 g_332 g_198 g_134 g_92 g_350 g_351 g_341 g_493 g_504 g_30.f3 g_509 g_366 g_131 g_30
 * writes: g_342 g_92 g_37 g_263 g_198 g_134 g_493 g_332 g_131
 */
static uint32_t  func_20(int64_t * p_21, uint64_t  p_22, uint8_t  p_23, uint8_t  p_24)
{ /* block id: 191 */
    uint32_t l_427 = 0x2804E4C9L;
    int32_t l_456 = 0x1C860114L;
    int32_t l_464[5] = {0L,0L,0L,0L,0L};
    const int32_t *l_486[3][2] = {{&g_487,&g_487},{(void*)0,&g_487},{&g_487,(void*)0}};
    uint32_t *l_515[3][8] = {{&g_113[0][0],(void*)0,(void*)0,&g_113[0][0],&g_113[0][3],&g_113[0][0],(void*)0,(void*)0},{(void*)0,&g_113[0][3],&g_113[0][5],&g_113[0][5],&g_113[0][3],(void*)0,&g_113[0][3],&g_113[0][5]},{&g_113[0][0],&g_113[0][3],&g_113[0][0],(void*)0,(void*)0,&g_113[0][0],&g_113[0][3],&g_113[0][0]}};
    int64_t l_535 = 0x82B9D2A61CEE6C72LL;
    uint64_t *l_566[10];
    int16_t *l_571 = &g_131;
    int i, j;
    for (i = 0; i < 10; i++)
        l_566[i] = &g_504[4][1];
    for (g_342 = 0; (g_342 <= 0); g_342 += 1)
    { /* block id: 194 */
        uint8_t l_428 = 2UL;
        int16_t *l_429 = &g_131;
        int32_t l_461 = 0x9CD5B8B0L;
        l_427 |= (g_49 && ((*g_91) = 7L));
        if (l_428)
            break;
        for (p_23 = 0; (p_23 <= 0); p_23 += 1)
        { /* block id: 200 */
            uint64_t l_439 = 0xC58AD98EB32115BCLL;
            int32_t l_445 = 0xDE5ACD3EL;
            for (g_37 = 0; (g_37 <= 0); g_37 += 1)
            { /* block id: 203 */
                int16_t *l_432 = &g_131;
                int32_t **l_444 = &g_332;
                uint64_t *l_455[9] = {(void*)0,&l_439,(void*)0,&l_439,(void*)0,&l_439,(void*)0,&l_439,(void*)0};
                int i, j;
            }
            for (g_263 = 0; (g_263 >= 0); g_263 -= 1)
            { /* block id: 215 */
                int32_t l_457 = 0xFDF4587CL;
                uint8_t *l_460 = &l_428;
                int32_t *l_462 = &g_198[4][0];
                int32_t *l_463[5][4] = {{(void*)0,&g_198[4][5],&g_49,&g_49},{&g_198[0][2],&g_198[0][2],(void*)0,&g_49},{&l_461,&g_198[4][5],&l_461,(void*)0},{&l_461,(void*)0,(void*)0,&l_461},{&g_198[0][2],(void*)0,&g_49,(void*)0}};
                uint64_t l_465 = 0x6B4AD9BC32F80F03LL;
                int i, j;
                (*g_332) |= 0x23058236L;
                (*g_332) |= l_457;
                l_445 ^= ((l_456 > ((*g_332) = (((*l_460) = (safe_mul_func_uint16_t_u_u((&g_92 == &g_92), (l_429 == (void*)0)))) , 3L))) | l_461);
                --l_465;
            }
        }
    }
    for (g_134 = 0; (g_134 >= 20); ++g_134)
    { /* block id: 227 */
        const int32_t *l_485 = (void*)0;
        int64_t l_488 = 0xBA3CB1FA366200C3LL;
        int32_t l_489 = 0x46F4F246L;
        int32_t *l_490 = &g_147[8][7];
        int32_t *l_491 = &g_198[1][1];
        int32_t *l_492[5][5] = {{(void*)0,&g_147[4][5],(void*)0,&g_198[0][4],&g_198[4][2]},{&g_198[1][8],&g_147[4][5],&g_198[4][2],&g_147[4][5],&g_198[1][8]},{(void*)0,&g_147[4][5],&g_147[4][5],&g_198[1][8],&g_147[4][5]},{&g_147[4][5],&g_147[4][5],&g_198[4][2],&g_198[1][8],&l_489},{&g_147[4][5],(void*)0,(void*)0,&g_147[4][5],&g_147[4][5]}};
        int i, j;
        l_489 |= (safe_add_func_uint32_t_u_u(((((((safe_div_func_int64_t_s_s((safe_lshift_func_int8_t_s_s((safe_mul_func_uint16_t_u_u(0xB27CL, ((*g_91) <= ((((safe_add_func_uint64_t_u_u((((safe_lshift_func_uint16_t_u_s((~(safe_div_func_int16_t_s_s((((((*g_332) = (((l_486[1][0] = l_485) != (void*)0) || (p_22 ^ p_22))) < p_23) & (*g_350)) ^ p_24), l_464[3]))), 2)) && p_23) || (*g_341)), (*g_91))) != l_464[3]) || 1L) ^ p_23)))), p_22)), p_23)) ^ 0xDE4CL) | g_263) & l_488) >= 0x9A88A0F4EBAFB630LL) < 0x84L), p_22));
        --g_493;
    }
    if (p_23)
    { /* block id: 233 */
        int32_t l_498 = 0xE7186B8DL;
        int32_t **l_523 = &g_332;
        int32_t *l_524 = &l_498;
        int32_t *l_525 = &g_49;
        int32_t *l_526 = &g_198[4][0];
        int32_t *l_527 = &l_498;
        int32_t *l_528 = &l_464[3];
        int32_t *l_529 = &g_198[4][0];
        int32_t *l_530 = &g_198[1][0];
        int32_t *l_531 = &l_498;
        int32_t *l_532 = (void*)0;
        int32_t *l_533 = (void*)0;
        int32_t *l_534[4];
        uint16_t l_536 = 5UL;
        int i;
        for (i = 0; i < 4; i++)
            l_534[i] = &g_198[1][1];
        for (g_342 = 0; (g_342 > 34); g_342++)
        { /* block id: 236 */
            uint64_t *l_503 = &g_504[2][2];
            uint64_t **l_502 = &l_503;
            uint64_t *l_505[4];
            int32_t l_506 = (-10L);
            int i;
            for (i = 0; i < 4; i++)
                l_505[i] = &g_504[2][2];
            (*g_332) ^= 0xFB524446L;
            l_464[2] &= (((((l_498 = ((g_198[2][3] >= 0L) , (-10L))) < (safe_rshift_func_uint8_t_u_s((!((l_505[1] = ((*l_502) = g_91)) == &g_504[2][2])), g_504[2][2]))) > g_30.f3) <= 1UL) ^ l_506);
            for (g_263 = 4; (g_263 != 25); ++g_263)
            { /* block id: 244 */
                uint8_t ***l_513 = (void*)0;
                uint8_t ****l_512 = &l_513;
                (*l_512) = g_509[7];
                (*g_332) = (*g_332);
                return p_24;
            }
        }
        (*l_523) = func_60((+0x1CL), l_515[2][0], (p_23 == (((safe_lshift_func_uint8_t_u_u((safe_rshift_func_int8_t_s_s((!(p_24 && (safe_sub_func_int16_t_s_s(((0xBB42L <= (*g_341)) >= 3L), l_498)))), l_498)), 5)) < 0x7A56C9A5L) < 0x8AC0L)));
        --l_536;
    }
    else
    { /* block id: 252 */
        uint8_t l_547 = 0xECL;
        int32_t **l_556 = &g_332;
        uint32_t *l_557 = &g_43;
        uint32_t *l_559 = &g_113[0][0];
        if ((((safe_rshift_func_uint8_t_u_s(1UL, (safe_add_func_uint32_t_u_u((((((void*)0 == l_486[2][0]) , (safe_rshift_func_int16_t_s_s(p_22, (safe_add_func_int64_t_s_s(((*g_91) = ((((l_464[3] = 1UL) >= p_22) && 1UL) , l_547)), g_366))))) == (*g_332)) != 0x75EAB18FE55D7439LL), 0x072BE9A2L)))) == 1UL) == 0x900BL))
        { /* block id: 255 */
            int8_t l_548 = 0x8CL;
            int16_t *l_549 = &g_131;
            const struct S1 *l_550 = (void*)0;
            const struct S1 **l_551 = (void*)0;
            const struct S1 **l_552 = &l_550;
            (*g_332) = (l_548 & ((*l_549) ^= p_23));
            (*l_552) = l_550;
        }
        else
        { /* block id: 259 */
            struct S1 l_553 = {0xA122E43EL};
            struct S1 *l_554 = (void*)0;
            struct S1 *l_555 = &l_553;
            (*l_555) = l_553;
        }
        (*l_556) = &g_198[4][0];
lbl_560:
        for (l_456 = 1; (l_456 <= 8); l_456 += 1)
        { /* block id: 265 */
            uint32_t **l_558[5] = {&g_376,&g_376,&g_376,&g_376,&g_376};
            int i;
            if ((l_557 != (l_559 = l_557)))
            { /* block id: 267 */
                return p_23;
            }
            else
            { /* block id: 269 */
                (*l_556) = (void*)0;
                if (l_547)
                    goto lbl_560;
                return g_92;
            }
        }
        (*l_556) = (*l_556);
    }
    l_464[0] |= (((((void*)0 == &g_131) < (safe_mod_func_int32_t_s_s(((p_23 = ((((!0x69L) & ((*l_571) = (safe_sub_func_uint16_t_u_u(((((((p_22++) , (safe_lshift_func_int16_t_s_u(0xA368L, 8))) <= ((void*)0 == &l_515[2][0])) , g_30) , 1L) , (*g_341)), p_23)))) , p_24) , 1UL)) == g_30.f1), p_24))) != 0x05L) | p_24);
    return p_24;
}


/* ------------------------------------------ */
/* 
 * reads : g_37 g_30.f2 g_30.f1 g_30.f4 g_43 g_49 g_30.f3 g_91 g_30.f0 g_113 g_92 g_131 g_134 g_147 g_196 g_198 g_259 g_263 g_310 g_332 g_331 g_341 g_342 g_350 g_351 g_375 g_376
 * writes: g_43 g_49 g_37 g_113 g_131 g_134 g_196 g_198 g_259 g_92 g_375 g_332 g_331 g_376
 */
static int64_t * func_25(const struct S0  p_26, int64_t * p_27, uint16_t  p_28, uint32_t  p_29)
{ /* block id: 3 */
    int64_t l_47 = 0x1081B27067D5B449LL;
    uint32_t l_50 = 0xC71010F1L;
    int32_t l_53[9] = {1L,1L,1L,1L,1L,1L,1L,1L,1L};
    uint64_t l_89 = 5UL;
    int8_t l_158 = 0xCFL;
    int16_t *l_179 = &g_131;
    uint64_t l_230 = 1UL;
    uint16_t l_233[3];
    int64_t l_261[6][4] = {{(-9L),(-9L),0xBD1769757676AEA6LL,(-1L)},{4L,0xFCB92070D6D4A889LL,4L,0xBD1769757676AEA6LL},{4L,0xBD1769757676AEA6LL,0xBD1769757676AEA6LL,4L},{(-9L),0xBD1769757676AEA6LL,(-1L),0xBD1769757676AEA6LL},{0xBD1769757676AEA6LL,0xFCB92070D6D4A889LL,(-1L),(-1L)},{(-9L),(-9L),0xBD1769757676AEA6LL,(-1L)}};
    int16_t l_262 = 0x304AL;
    int32_t l_264 = 0xF70949F3L;
    int32_t *l_352 = &g_198[2][2];
    int32_t l_364 = (-8L);
    uint32_t *l_373 = (void*)0;
    uint32_t **l_372[3];
    int i, j;
    for (i = 0; i < 3; i++)
        l_233[i] = 0x72F9L;
    for (i = 0; i < 3; i++)
        l_372[i] = &l_373;
    for (p_29 = (-2); (p_29 >= 43); p_29 = safe_add_func_uint64_t_u_u(p_29, 5))
    { /* block id: 6 */
        uint8_t *l_36[7];
        uint64_t l_38 = 0xF285F402BE2FF5FFLL;
        uint32_t *l_41 = (void*)0;
        uint32_t *l_42 = &g_43;
        int32_t l_44 = 0xDEDBEC15L;
        int32_t l_48 = 0L;
        int64_t *l_57 = (void*)0;
        uint8_t *l_95 = &g_37;
        int32_t *l_97[4];
        int32_t **l_96 = &l_97[2];
        int i;
        for (i = 0; i < 7; i++)
            l_36[i] = &g_37;
        for (i = 0; i < 4; i++)
            l_97[i] = &l_48;
        if ((+((+(((((l_38++) > (g_37 >= 0x8CL)) != ((*l_42) = p_26.f3)) < p_26.f2) != ((((&g_37 != (void*)0) < l_44) != l_44) > 0x32DAL))) & l_44)))
        { /* block id: 9 */
            int32_t *l_45 = &l_44;
            int32_t *l_46[8];
            int i;
            for (i = 0; i < 8; i++)
                l_46[i] = (void*)0;
            ++l_50;
            for (p_28 = 0; (p_28 <= 6); p_28 += 1)
            { /* block id: 13 */
                uint16_t l_54 = 0xD03DL;
                int i;
                ++l_54;
                if (p_29)
                    continue;
            }
        }
        else
        { /* block id: 17 */
            return l_57;
        }
        for (l_38 = 9; (l_38 <= 20); ++l_38)
        { /* block id: 22 */
            int32_t *l_74 = &l_53[4];
            int32_t **l_73[6][4] = {{&l_74,&l_74,&l_74,&l_74},{&l_74,&l_74,(void*)0,&l_74},{&l_74,&l_74,&l_74,&l_74},{&l_74,&l_74,&l_74,&l_74},{&l_74,&l_74,(void*)0,&l_74},{&l_74,&l_74,&l_74,&l_74}};
            int32_t **l_75[8][8] = {{&l_74,&l_74,&l_74,(void*)0,(void*)0,&l_74,&l_74,&l_74},{&l_74,&l_74,(void*)0,&l_74,&l_74,&l_74,&l_74,&l_74},{&l_74,&l_74,&l_74,&l_74,&l_74,&l_74,(void*)0,(void*)0},{(void*)0,&l_74,(void*)0,(void*)0,&l_74,(void*)0,&l_74,&l_74},{(void*)0,&l_74,&l_74,&l_74,&l_74,&l_74,&l_74,&l_74},{&l_74,&l_74,&l_74,&l_74,&l_74,&l_74,&l_74,&l_74},{(void*)0,&l_74,&l_74,(void*)0,&l_74,&l_74,&l_74,(void*)0},{&l_74,(void*)0,&l_74,&l_74,&l_74,(void*)0,&l_74,&l_74}};
            int32_t **l_76 = (void*)0;
            int32_t **l_77 = &l_74;
            struct S1 l_87 = {4294967295UL};
            int i, j;
            (*l_77) = func_60((safe_rshift_func_int16_t_s_u((g_30.f2 <= (safe_div_func_int32_t_s_s((((safe_div_func_uint16_t_u_u(65535UL, l_50)) == (safe_lshift_func_int16_t_s_u((l_48 ^ ((l_53[0] & l_53[4]) ^ l_44)), 6))) == 247UL), l_48))), 0)), l_41, g_30.f1);
            if ((l_44 ^= (safe_rshift_func_int16_t_s_u(((((((void*)0 == l_36[4]) ^ (safe_div_func_int8_t_s_s(p_26.f3, (safe_sub_func_int64_t_s_s((l_53[4] , (safe_mul_func_uint8_t_u_u((~p_28), g_30.f4))), p_26.f2))))) , g_43) || p_26.f4) > (**l_77)), 14))))
            { /* block id: 28 */
                struct S1 *l_88 = &l_87;
                if (p_26.f3)
                    break;
                (*l_88) = l_87;
            }
            else
            { /* block id: 31 */
                uint64_t l_90 = 18446744073709551611UL;
                l_90 |= (g_30.f3 && (l_89 = g_49));
                (*l_74) = (g_91 == p_27);
            }
        }
        (*l_96) = func_60(((*l_95) = (safe_mul_func_uint8_t_u_u(g_30.f0, g_37))), &g_43, l_53[4]);
    }
    for (l_47 = (-6); (l_47 == (-27)); l_47 = safe_sub_func_int64_t_s_s(l_47, 1))
    { /* block id: 42 */
        uint32_t l_129 = 0x7BD2F3BEL;
        int32_t l_141[10];
        int32_t l_156 = 0xE6D3FFD8L;
        uint64_t l_162 = 0x9C1215010C314D70LL;
        int i;
        for (i = 0; i < 10; i++)
            l_141[i] = 0x6E8D0335L;
        for (p_29 = 0; (p_29 <= 8); p_29 += 1)
        { /* block id: 45 */
            struct S1 l_116[8] = {{4294967295UL},{4294967295UL},{4294967295UL},{4294967295UL},{4294967295UL},{4294967295UL},{4294967295UL},{4294967295UL}};
            struct S1 *l_117 = &l_116[5];
            uint32_t *l_135[1][9];
            int32_t l_145 = 0xFF6F2D31L;
            int32_t l_148 = (-7L);
            int32_t l_149 = (-3L);
            int32_t l_150 = 0x38B95618L;
            int32_t l_151 = (-1L);
            int8_t l_152 = 0xB7L;
            int64_t l_153[7];
            int32_t l_154 = 0L;
            int32_t l_155 = 0x66330F89L;
            int32_t l_157[9][1];
            int i, j;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 9; j++)
                    l_135[i][j] = &g_43;
            }
            for (i = 0; i < 7; i++)
                l_153[i] = (-9L);
            for (i = 0; i < 9; i++)
            {
                for (j = 0; j < 1; j++)
                    l_157[i][j] = (-1L);
            }
            for (l_50 = 0; (l_50 <= 8); l_50 += 1)
            { /* block id: 48 */
                int32_t *l_100 = (void*)0;
                int32_t *l_101 = &g_49;
                int32_t *l_102 = &l_53[p_29];
                int32_t l_103 = 1L;
                int32_t *l_104 = (void*)0;
                int32_t *l_105 = &l_103;
                int32_t *l_106 = &l_53[p_29];
                int32_t *l_107 = &l_103;
                int32_t *l_108 = &l_103;
                int32_t *l_109 = (void*)0;
                int32_t *l_110 = &g_49;
                int32_t *l_111 = (void*)0;
                int32_t *l_112[3][5] = {{&g_49,&l_53[6],&g_49,&l_53[6],&g_49},{&g_49,&g_49,&g_49,&g_49,&g_49},{&g_49,&l_53[6],&g_49,&l_53[6],&g_49}};
                int i, j;
                ++g_113[0][5];
                (*l_108) &= (l_53[p_29] > g_43);
            }
            (*l_117) = l_116[3];
            if (l_53[p_29])
                break;
            for (l_89 = 0; (l_89 <= 8); l_89 += 1)
            { /* block id: 56 */
                int32_t l_122 = (-1L);
                int16_t *l_130 = &g_131;
                int8_t *l_132 = (void*)0;
                int8_t *l_133 = &g_134;
                int32_t *l_137 = &g_49;
                int32_t **l_136 = &l_137;
                int32_t *l_138 = &l_53[p_29];
                int32_t *l_139 = &g_49;
                int32_t *l_140 = &l_53[p_29];
                int32_t *l_142 = &l_53[p_29];
                int32_t *l_143 = &l_53[l_89];
                int32_t *l_144[4][8] = {{(void*)0,&l_53[p_29],(void*)0,(void*)0,&l_53[p_29],(void*)0,(void*)0,&l_53[p_29]},{&l_53[p_29],(void*)0,(void*)0,&l_53[p_29],(void*)0,(void*)0,&l_53[p_29],(void*)0},{&l_53[p_29],&l_53[p_29],&l_53[p_29],&l_53[p_29],&l_53[p_29],&l_53[p_29],&l_53[p_29],&l_53[p_29]},{(void*)0,&l_53[p_29],(void*)0,(void*)0,&l_53[p_29],(void*)0,(void*)0,&l_53[p_29]}};
                int8_t l_146[8] = {0x7AL,8L,8L,0x7AL,8L,8L,0x7AL,8L};
                uint64_t l_159 = 0x2F54D7D783D8B824LL;
                int i, j;
                (*l_136) = func_60((0L || (g_49 = (l_53[l_89] = ((((*l_133) &= ((((safe_rshift_func_int16_t_s_s(((*l_130) ^= (g_113[0][3] ^ ((((0xEEL != (safe_div_func_uint64_t_u_u((l_122 > (safe_lshift_func_int16_t_s_s(((((safe_div_func_int8_t_s_s((((safe_add_func_uint8_t_u_u(g_92, p_26.f4)) & p_29) | l_122), 0x6EL)) >= g_30.f1) < 1L) >= g_30.f1), p_29))), 18446744073709551615UL))) > l_129) > l_129) , p_26.f1))), l_129)) < 0x85L) >= 0xD707L) ^ 0UL)) > 0xDBL) && 0xD9A964D50EE72655LL)))), l_135[0][0], g_113[0][5]);
                l_159--;
                l_162++;
            }
        }
        return &g_92;
    }
    if ((((l_50 , (safe_mul_func_uint16_t_u_u(((safe_rshift_func_int8_t_s_u((safe_lshift_func_int16_t_s_s((safe_mod_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_u((safe_add_func_uint16_t_u_u((safe_lshift_func_int16_t_s_u(((*l_179) &= p_28), 2)), (safe_lshift_func_uint16_t_u_s((l_158 == (g_147[4][5] , 0L)), g_49)))), 0)), l_50)), g_30.f4)), g_113[0][5])) < g_37), g_30.f4))) && p_26.f3) <= p_28))
    { /* block id: 69 */
        int8_t l_184[7][10] = {{0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L},{0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L},{0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L},{0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L},{0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L},{0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L},{0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L,0x42L}};
        int32_t l_216 = 0x7C32A7BFL;
        int32_t l_218[1];
        int8_t l_223[8];
        int32_t l_229 = (-7L);
        uint32_t *l_237 = &g_43;
        int64_t l_245 = 0xC0335DBA26975CEALL;
        uint8_t *l_248[2];
        uint16_t *l_258[6] = {&l_233[1],&l_233[1],&l_233[1],&l_233[1],&l_233[1],&l_233[1]};
        int32_t *l_260[4][9] = {{&g_198[3][8],&g_147[6][5],&l_216,&g_147[5][2],&l_229,&g_198[4][6],&g_49,&g_49,&g_198[4][6]},{&l_216,&g_49,(void*)0,&g_49,&l_216,&g_198[3][8],&l_229,(void*)0,&g_147[4][1]},{&g_147[5][8],&g_49,&g_198[3][8],&g_147[4][1],&g_147[6][5],&g_198[4][0],&g_147[4][5],&g_198[4][0],&g_147[6][5]},{&l_229,&g_147[6][5],&g_147[6][5],&l_229,&g_198[4][6],&g_198[3][8],(void*)0,&g_147[4][5],&l_218[0]}};
        uint8_t l_265[8] = {4UL,4UL,4UL,4UL,4UL,4UL,4UL,4UL};
        int16_t *l_271 = &l_262;
        uint16_t l_283[8] = {0xC2C4L,0xC2C4L,0xC2C4L,0xC2C4L,0xC2C4L,0xC2C4L,0xC2C4L,0xC2C4L};
        int i, j;
        for (i = 0; i < 1; i++)
            l_218[i] = 6L;
        for (i = 0; i < 8; i++)
            l_223[i] = 0x0AL;
        for (i = 0; i < 2; i++)
            l_248[i] = &g_37;
        for (p_29 = 0; (p_29 < 8); ++p_29)
        { /* block id: 72 */
            uint64_t l_191 = 0x8F5FF728952072D0LL;
            uint64_t *l_197 = (void*)0;
            int32_t l_217 = 0x3680A182L;
            int32_t l_219 = 0x11C0DFE4L;
            int32_t l_220 = 9L;
            int32_t l_221 = (-5L);
            int64_t l_222 = 0x65C1140D0F7886D3LL;
            int32_t l_224 = (-7L);
            uint8_t *l_236 = &g_37;
            int32_t *l_247 = &l_53[7];
            int32_t **l_246 = &l_247;
            if ((l_184[6][7] , (((g_198[4][0] |= (g_134 >= (safe_div_func_int8_t_s_s((safe_rshift_func_uint8_t_u_u((p_26.f0 | ((l_191 == (((g_196 ^= (safe_add_func_uint32_t_u_u((safe_mul_func_int8_t_s_s((l_184[6][7] > 0x62E55FA1EA543894LL), p_26.f4)), 0x2736123BL))) , (void*)0) != &l_158)) ^ l_191)), g_43)), g_113[0][5])))) >= (*g_91)) && g_147[4][5])))
            { /* block id: 75 */
                return p_27;
            }
            else
            { /* block id: 77 */
                int32_t *l_199 = &g_147[4][5];
                int32_t *l_200 = &g_147[4][9];
                int32_t *l_201 = &g_198[4][0];
                int32_t *l_202 = &g_49;
                int32_t *l_203 = &l_53[4];
                int32_t *l_204 = &g_147[2][9];
                int32_t *l_205 = &g_198[4][0];
                int32_t *l_206 = &g_198[4][0];
                int32_t *l_207 = (void*)0;
                int32_t *l_208 = &g_147[2][3];
                int32_t *l_209 = &g_198[4][0];
                int32_t *l_210 = &g_147[4][5];
                int32_t *l_211 = &g_147[4][5];
                int32_t *l_212 = &g_147[1][1];
                int32_t *l_213 = &l_53[4];
                int32_t *l_214 = &g_198[0][6];
                int32_t *l_215[10] = {&g_198[1][8],&g_198[1][8],&g_198[1][8],&g_198[1][8],&g_198[1][8],&g_198[1][8],&g_198[1][8],&g_198[1][8],&g_198[1][8],&g_198[1][8]};
                uint32_t l_225[6] = {18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL};
                int32_t l_228[9] = {0xA13B96F8L,0xA13B96F8L,0L,0xA13B96F8L,0xA13B96F8L,0L,0xA13B96F8L,0xA13B96F8L,0L};
                int i;
                --l_225[3];
                --l_230;
                l_233[1]--;
            }
            (*l_246) = func_60(((*l_236) = l_216), l_237, (safe_lshift_func_int8_t_s_u((safe_sub_func_int64_t_s_s(((safe_mod_func_uint64_t_u_u(g_198[1][6], 2L)) , (((((!0x4DEAL) , &g_134) != l_236) >= 0x7C71321D4BD023BCLL) > p_26.f2)), l_245)), g_196)));
        }
        l_260[3][6] = (((l_53[4] = p_26.f2) | (safe_mul_func_int8_t_s_s((safe_div_func_uint8_t_u_u((g_131 || (safe_mul_func_uint16_t_u_u(0x8C04L, (safe_unary_minus_func_uint16_t_u((g_259 ^= (safe_mod_func_uint8_t_u_u((((void*)0 == &g_198[4][0]) & (*g_91)), g_37)))))))), g_147[7][4])), 0xB6L))) , &l_218[0]);
        l_265[6]--;
        for (l_216 = 0; (l_216 > (-11)); --l_216)
        { /* block id: 91 */
            int16_t **l_270[8] = {&l_179,&l_179,&l_179,&l_179,&l_179,&l_179,&l_179,&l_179};
            int32_t l_280[8][7] = {{0xF7357C3AL,2L,0xF7357C3AL,0x7520BA39L,0x0C64A288L,0x7520BA39L,0xF7357C3AL},{0x5A31E5B9L,0x5A31E5B9L,0xBC9B0F47L,0x5A31E5B9L,0x5A31E5B9L,0xBC9B0F47L,0x5A31E5B9L},{0x0C64A288L,0x7520BA39L,0xF7357C3AL,2L,0xF7357C3AL,0x7520BA39L,0x0C64A288L},{1L,0x5A31E5B9L,1L,1L,0x5A31E5B9L,1L,1L},{0x0C64A288L,2L,0x90252582L,2L,0x0C64A288L,0x72AD2322L,0x0C64A288L},{0x5A31E5B9L,1L,1L,0x5A31E5B9L,1L,1L,0x5A31E5B9L},{0xF7357C3AL,2L,0xF7357C3AL,0x7520BA39L,0x0C64A288L,0x7520BA39L,0xF7357C3AL},{0x5A31E5B9L,0x5A31E5B9L,0xBC9B0F47L,0x5A31E5B9L,0x5A31E5B9L,0xBC9B0F47L,0x5A31E5B9L}};
            int32_t l_284 = 0x4C8DF442L;
            uint8_t l_293 = 0x2FL;
            uint64_t *l_322[3][10] = {{&l_230,&l_89,&l_230,&l_230,&l_89,&l_230,&l_230,&l_230,&l_89,&l_230},{&l_230,(void*)0,&l_230,&l_230,&l_230,&l_230,&l_230,&l_230,(void*)0,&l_230},{&l_230,&l_230,(void*)0,&l_89,(void*)0,&l_230,&l_230,&l_230,&l_230,(void*)0}};
            uint64_t l_323 = 0xDFCB6BE4E0851EC8LL;
            int i, j;
            if ((g_37 < ((l_271 = &g_131) != (void*)0)))
            { /* block id: 93 */
                const int16_t *l_287 = (void*)0;
                int32_t **l_290 = &l_260[3][6];
                int32_t l_291 = 0xD9533163L;
                l_284 ^= ((l_280[3][1] = ((safe_sub_func_uint64_t_u_u((p_26.f0 , ((((safe_lshift_func_int16_t_s_u((safe_add_func_uint64_t_u_u(g_263, (((safe_lshift_func_uint8_t_u_u(0x34L, 0)) <= l_280[3][4]) ^ (safe_rshift_func_int16_t_s_s(((*l_271) = l_283[4]), l_233[1]))))), g_113[0][0])) > g_147[8][3]) < g_134) != p_29)), p_26.f1)) <= p_26.f3)) == g_30.f0);
                l_280[2][5] = g_134;
                l_291 = ((safe_div_func_int64_t_s_s((((((((void*)0 != l_287) , (((safe_sub_func_uint64_t_u_u((l_290 == &l_260[3][6]), (l_284 || p_26.f1))) ^ 65534UL) | l_261[3][2])) , p_26.f1) && p_29) == (*g_91)) <= p_26.f2), g_198[4][0])) , g_30.f0);
            }
            else
            { /* block id: 99 */
                int8_t l_292[1][9] = {{0x43L,0L,0x43L,0L,0x43L,0L,0x43L,0L,0x43L}};
                int64_t *l_311 = &l_47;
                int i, j;
                ++l_293;
                if (g_30.f3)
                    break;
                g_198[4][8] = ((((((safe_rshift_func_uint16_t_u_s(((safe_mul_func_uint8_t_u_u((safe_div_func_int32_t_s_s((((((safe_rshift_func_int8_t_s_u((safe_div_func_int64_t_s_s((l_280[3][4] >= (~((safe_unary_minus_func_int64_t_s((safe_add_func_uint16_t_u_u(((((void*)0 != &g_113[0][5]) == (*g_91)) ^ (-1L)), 0x37B9L)))) || p_26.f1))), g_30.f2)), l_233[2])) , g_310) , l_311) == p_27) | g_30.f4), 0x6ED79273L)), p_26.f0)) & g_30.f1), 5)) == l_293) , (*g_91)) > l_280[3][4]) ^ 0xEE26C2D7L) != g_37);
            }
        }
    }
    else
    { /* block id: 127 */
        uint32_t *l_353 = &g_43;
        int32_t l_362 = 0xAAD10D60L;
        int32_t l_363 = 0L;
        int16_t l_365 = (-1L);
        if ((((*g_332) ^= p_26.f4) != (--(*l_353))))
        { /* block id: 130 */
            (*g_332) &= p_26.f2;
        }
        else
        { /* block id: 132 */
            int32_t *l_356 = &l_53[3];
            int32_t l_357 = 0xB2B4FC96L;
            int32_t *l_358 = &l_357;
            int32_t *l_359 = &l_264;
            int32_t *l_360 = &l_53[8];
            int32_t *l_361[1];
            uint64_t l_367 = 18446744073709551615UL;
            int i;
            for (i = 0; i < 1; i++)
                l_361[i] = &g_198[4][0];
            --l_367;
        }
        for (g_92 = 0; (g_92 == (-13)); g_92 = safe_sub_func_int32_t_s_s(g_92, 3))
        { /* block id: 137 */
            int8_t l_382 = 0x00L;
            for (l_262 = 0; (l_262 <= 8); l_262 += 1)
            { /* block id: 140 */
                uint32_t ***l_374 = (void*)0;
                int i;
                g_375 = l_372[2];
                if (l_53[l_262])
                    break;
                (**g_331) |= (safe_add_func_uint32_t_u_u(p_29, (safe_mod_func_uint32_t_u_u((~1L), l_382))));
            }
        }
    }
    if (((*l_352) = ((safe_sub_func_int32_t_s_s(0x29EC49B4L, (*l_352))) , 0x0AA5391EL)))
    { /* block id: 148 */
        int32_t l_388 = 0x8FF27071L;
        int32_t l_390 = 0x4EB2ADA4L;
        int32_t l_392[5][2] = {{0x3C8FB82FL,(-1L)},{0x3C8FB82FL,0x3C8FB82FL},{(-1L),0x3C8FB82FL},{0x3C8FB82FL,(-1L)},{0x3C8FB82FL,(-1L)}};
        uint32_t ***l_409 = &l_372[2];
        int32_t *l_410 = &g_49;
        int i, j;
        for (g_196 = 0; (g_196 <= 2); g_196 += 1)
        { /* block id: 151 */
            int32_t l_387[6];
            int32_t l_389 = 0x885A27DEL;
            int32_t l_391 = (-1L);
            uint8_t l_397 = 0xE7L;
            int i;
            for (i = 0; i < 6; i++)
                l_387[i] = 4L;
            (**g_331) ^= (&l_364 != (void*)0);
            for (p_29 = 0; (p_29 <= 2); p_29 += 1)
            { /* block id: 155 */
                int32_t *l_385 = &g_147[4][5];
                int32_t *l_386[9] = {&l_53[7],&l_53[7],&l_53[7],&l_53[7],&l_53[7],&l_53[7],&l_53[7],&l_53[7],&l_53[7]};
                uint64_t l_393 = 0xE94A76938A6EF681LL;
                int32_t l_396 = 0xE70EC274L;
                int i;
                l_393++;
                --l_397;
                (*g_331) = (*g_331);
            }
        }
        (*l_410) |= (((safe_div_func_uint8_t_u_u(((safe_mod_func_int16_t_s_s(((safe_mul_func_uint16_t_u_u((l_392[1][0] & (safe_add_func_uint8_t_u_u((~(*g_332)), (&g_376 != ((*l_409) = (void*)0))))), (*g_341))) <= 0xA482L), g_310.f0)) | 0x6ADB7A7C479337BCLL), 1UL)) > g_147[0][9]) | 0x53L);
        (*l_352) = (*g_332);
    }
    else
    { /* block id: 164 */
        int32_t *l_411[1];
        uint16_t l_412 = 0x4D52L;
        int32_t ***l_415[4] = {&g_331,&g_331,&g_331,&g_331};
        int i;
        for (i = 0; i < 1; i++)
            l_411[i] = &l_264;
        --l_412;
        (*g_332) = ((((void*)0 != &g_375) && 0x0AL) != ((g_331 = &l_411[0]) != &g_332));
        for (l_264 = 0; (l_264 == 19); ++l_264)
        { /* block id: 170 */
            uint16_t l_418 = 4UL;
            if (((*g_332) = (l_418 ^= (*g_332))))
            { /* block id: 173 */
                return &g_92;
            }
            else
            { /* block id: 175 */
                int64_t l_419[5] = {0xB3080E2CB6419F03LL,0xB3080E2CB6419F03LL,0xB3080E2CB6419F03LL,0xB3080E2CB6419F03LL,0xB3080E2CB6419F03LL};
                int i;
                if (l_419[0])
                    break;
                (*l_352) = (*g_332);
            }
        }
        for (l_89 = 0; (l_89 != 24); l_89++)
        { /* block id: 182 */
            uint8_t *l_425 = (void*)0;
            uint8_t *l_426 = &g_37;
            (*g_331) = func_60(((*l_426) = ((safe_rshift_func_uint16_t_u_u((((*l_352) > (*g_350)) || 0xE4B6L), 10)) || (~0xEEL))), ((*g_375) = (*g_375)), (*g_341));
            (**g_331) |= (p_26.f2 , p_26.f0);
            return p_27;
        }
    }
    return &g_263;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int32_t * const  func_60(const uint8_t  p_61, uint32_t * p_62, uint16_t  p_63)
{ /* block id: 23 */
    int32_t *l_72 = &g_49;
    l_72 = l_72;
    return l_72;
}




/* ---------------------------------------- */
int main (void)
{
    int i, j;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_15[i][j], "g_15[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_19[i], "g_19[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_30.f0, "g_30.f0", print_hash_value);
    transparent_crc(g_30.f1, "g_30.f1", print_hash_value);
    transparent_crc(g_30.f2, "g_30.f2", print_hash_value);
    transparent_crc(g_30.f3, "g_30.f3", print_hash_value);
    transparent_crc(g_30.f4, "g_30.f4", print_hash_value);
    transparent_crc(g_37, "g_37", print_hash_value);
    transparent_crc(g_43, "g_43", print_hash_value);
    transparent_crc(g_49, "g_49", print_hash_value);
    transparent_crc(g_92, "g_92", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_113[i][j], "g_113[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_131, "g_131", print_hash_value);
    transparent_crc(g_134, "g_134", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 10; j++)
        {
            transparent_crc(g_147[i][j], "g_147[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_196, "g_196", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 9; j++)
        {
            transparent_crc(g_198[i][j], "g_198[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_259, "g_259", print_hash_value);
    transparent_crc(g_263, "g_263", print_hash_value);
    transparent_crc(g_310.f0, "g_310.f0", print_hash_value);
    transparent_crc(g_342, "g_342", print_hash_value);
    transparent_crc(g_351, "g_351", print_hash_value);
    transparent_crc(g_366, "g_366", print_hash_value);
    transparent_crc(g_487, "g_487", print_hash_value);
    transparent_crc(g_493, "g_493", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_504[i][j], "g_504[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_573[i], "g_573[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_575, "g_575", print_hash_value);
    transparent_crc(g_585, "g_585", print_hash_value);
    transparent_crc(g_615, "g_615", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_631[i].f0, "g_631[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 177
   depth: 1, occurrence: 7
XXX total union variables: 0

XXX max expression depth: 30
breakdown:
   depth: 1, occurrence: 117
   depth: 2, occurrence: 27
   depth: 3, occurrence: 6
   depth: 4, occurrence: 3
   depth: 6, occurrence: 2
   depth: 9, occurrence: 1
   depth: 10, occurrence: 1
   depth: 12, occurrence: 4
   depth: 13, occurrence: 3
   depth: 14, occurrence: 2
   depth: 16, occurrence: 3
   depth: 17, occurrence: 1
   depth: 21, occurrence: 1
   depth: 22, occurrence: 1
   depth: 27, occurrence: 1
   depth: 30, occurrence: 1

XXX total number of pointers: 190

XXX times a variable address is taken: 296
XXX times a pointer is dereferenced on RHS: 45
breakdown:
   depth: 1, occurrence: 44
   depth: 2, occurrence: 1
XXX times a pointer is dereferenced on LHS: 79
breakdown:
   depth: 1, occurrence: 75
   depth: 2, occurrence: 4
XXX times a pointer is compared with null: 13
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 3
XXX times a pointer is qualified to be dereferenced: 2331

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 192
   level: 2, occurrence: 23
XXX number of pointers point to pointers: 36
XXX number of pointers point to scalars: 145
XXX number of pointers point to structs: 9
XXX percent of pointers has null in alias set: 27.4
XXX average alias set size: 1.39

XXX times a non-volatile is read: 432
XXX times a non-volatile is write: 281
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 1
XXX backward jumps: 5

XXX stmts: 114
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 13
   depth: 1, occurrence: 30
   depth: 2, occurrence: 30
   depth: 3, occurrence: 41

XXX percentage a fresh-made variable is used: 16.2
XXX percentage an existing variable is used: 83.8
********************* end of statistics **********************/

