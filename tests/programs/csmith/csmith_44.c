/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 44 -o csmith_44.c
 * Seed:      44
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   int64_t  f0;
   int16_t  f1;
   int32_t  f2;
   uint16_t  f3;
   int8_t  f4;
};

struct S1 {
   int32_t  f0;
   const int64_t  f1;
   uint64_t  f2;
   uint8_t  f3;
   uint32_t  f4;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 6L;
static uint16_t g_22 = 0xD99EL;
static int16_t g_31[3][2] = {{0xFE6BL,9L},{9L,0xFE6BL},{9L,9L}};
static uint32_t g_32[9] = {9UL,9UL,9UL,9UL,9UL,9UL,9UL,9UL,9UL};
static int32_t g_33 = 1L;
static int64_t g_69 = 0x5E5FA5926F2DC12FLL;
static uint8_t g_70 = 0UL;
static struct S0 g_75 = {-10L,0x0964L,0xBF50803CL,65535UL,0xDAL};
static int32_t g_81 = 0L;
static int32_t g_83[4] = {0xD717EF14L,0xD717EF14L,0xD717EF14L,0xD717EF14L};
static int32_t *g_166 = &g_33;
static struct S1 g_171 = {-7L,0x73EFB746B9F5D823LL,0x47ADA87189E9F6B4LL,0x53L,0xA89D31CDL};
static uint64_t *g_238 = &g_171.f2;
static int32_t **g_247[7][6] = {{&g_166,&g_166,&g_166,(void*)0,(void*)0,(void*)0},{&g_166,&g_166,&g_166,(void*)0,&g_166,&g_166},{&g_166,&g_166,&g_166,&g_166,&g_166,&g_166},{&g_166,&g_166,(void*)0,&g_166,&g_166,&g_166},{(void*)0,(void*)0,&g_166,&g_166,&g_166,(void*)0},{&g_166,&g_166,&g_166,&g_166,&g_166,&g_166},{(void*)0,&g_166,&g_166,(void*)0,&g_166,&g_166}};
static int32_t ***g_246 = &g_247[0][2];
static struct S0 *g_267 = &g_75;
static uint8_t *g_370 = &g_70;
static uint8_t **g_369 = &g_370;
static struct S1 g_401 = {-6L,0x607F173E63592C05LL,0xF28BBC5121510A01LL,1UL,0x96C0F299L};
static const int32_t *g_406 = &g_83[3];
static const int32_t **g_405[7] = {(void*)0,(void*)0,&g_406,(void*)0,(void*)0,&g_406,(void*)0};
static struct S0 g_426 = {2L,0L,0L,0x41E6L,0xC3L};
static int8_t *g_444 = &g_75.f4;
static struct S0 g_529 = {-2L,-6L,8L,0xF019L,0xDAL};


/* --- FORWARD DECLARATIONS --- */
static int64_t  func_1(void);
static struct S1  func_5(uint64_t  p_6, struct S0  p_7);
static struct S0  func_8(int32_t  p_9, struct S1  p_10, int32_t  p_11);
static uint32_t  func_14(uint32_t  p_15);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_75.f2 g_166 g_426.f1 g_238 g_171.f2 g_31 g_370 g_70 g_33 g_83
 * writes: g_2 g_75.f2 g_33 g_401.f2 g_31
 */
static int64_t  func_1(void)
{ /* block id: 0 */
    int32_t *l_393 = (void*)0;
    struct S1 *l_398 = (void*)0;
    int32_t l_402 = 0xDAF9F91DL;
    int32_t ***l_416 = &g_247[0][2];
    int32_t l_475 = 0x05BC600FL;
    const int8_t l_477 = 0x38L;
    uint8_t **l_492[6][2] = {{&g_370,&g_370},{&g_370,&g_370},{&g_370,&g_370},{&g_370,&g_370},{&g_370,&g_370},{&g_370,&g_370}};
    uint32_t l_522 = 7UL;
    const int32_t *l_555 = &g_83[2];
    int i, j;
    for (g_2 = 0; (g_2 == 15); g_2++)
    { /* block id: 3 */
        int64_t l_18 = (-3L);
        uint16_t *l_21 = &g_22;
        struct S1 l_34[9] = {{0x5881DD57L,0xB4D09D52FFABE4BCLL,1UL,0x63L,0x4AE9822CL},{1L,-8L,0x3B61EA52FA57A880LL,1UL,0xADC7C5A9L},{1L,-8L,0x3B61EA52FA57A880LL,1UL,0xADC7C5A9L},{0x5881DD57L,0xB4D09D52FFABE4BCLL,1UL,0x63L,0x4AE9822CL},{1L,-8L,0x3B61EA52FA57A880LL,1UL,0xADC7C5A9L},{1L,-8L,0x3B61EA52FA57A880LL,1UL,0xADC7C5A9L},{0x5881DD57L,0xB4D09D52FFABE4BCLL,1UL,0x63L,0x4AE9822CL},{1L,-8L,0x3B61EA52FA57A880LL,1UL,0xADC7C5A9L},{1L,-8L,0x3B61EA52FA57A880LL,1UL,0xADC7C5A9L}};
        int32_t l_392 = 0x6401ECBCL;
        int i;
    }
    for (g_75.f2 = (-12); (g_75.f2 >= (-30)); g_75.f2--)
    { /* block id: 209 */
        struct S1 **l_399 = (void*)0;
        struct S1 *l_400 = &g_401;
        l_400 = l_398;
    }
    if (l_402)
    { /* block id: 212 */
        uint16_t l_423 = 65535UL;
        int32_t l_424 = 0x46529C74L;
        int32_t l_436[1][1];
        uint16_t l_437 = 0x0F7FL;
        int32_t ***l_478 = &g_247[2][4];
        uint16_t l_494[6][1] = {{8UL},{0UL},{8UL},{8UL},{0UL},{8UL}};
        int16_t l_504 = 1L;
        uint8_t l_516 = 0x2CL;
        uint32_t l_525 = 0x29E6B508L;
        const int16_t l_526[7][9] = {{0xE73EL,0x9E07L,0x3A4CL,0xC12AL,(-8L),7L,(-8L),0xC12AL,0x3A4CL},{6L,6L,1L,0x7B7EL,1L,6L,6L,1L,0x7B7EL},{0x2AF4L,0x9E07L,0x2AF4L,7L,0xE73EL,0x3B0EL,(-8L),0x3B0EL,0xE73EL},{1L,1L,1L,1L,(-1L),1L,1L,1L,1L},{0x49B8L,7L,0x3A4CL,7L,0x49B8L,1L,0xE73EL,0xC12AL,0xE73EL},{1L,(-1L),0x7B7EL,0x7B7EL,(-1L),1L,(-1L),0x7B7EL,0x7B7EL},{0x49B8L,1L,0xE73EL,0xC12AL,0xE73EL,1L,0x49B8L,7L,0x3A4CL}};
        const int16_t *l_533[2];
        const int16_t ** const l_532[10] = {&l_533[1],&l_533[1],&l_533[1],&l_533[1],&l_533[1],&l_533[1],&l_533[1],&l_533[1],&l_533[1],&l_533[1]};
        int32_t *l_539[6][10] = {{&g_33,&l_436[0][0],&l_436[0][0],&l_436[0][0],&g_2,&g_81,&l_436[0][0],&l_436[0][0],&l_475,&g_2},{(void*)0,&l_424,&l_436[0][0],&g_2,&l_475,&l_436[0][0],&l_424,&l_436[0][0],&l_475,&g_2},{&l_436[0][0],&l_402,&l_436[0][0],&l_475,&l_436[0][0],&g_33,&l_402,&l_436[0][0],&g_2,&l_475},{&g_81,&g_83[0],&l_436[0][0],&l_475,&l_475,(void*)0,&g_83[0],&l_436[0][0],&l_436[0][0],&l_436[0][0]},{&l_436[0][0],&l_436[0][0],&l_436[0][0],&g_2,&g_2,&l_436[0][0],&l_436[0][0],&l_436[0][0],&g_2,&l_475},{&g_33,&l_436[0][0],&l_436[0][0],&l_436[0][0],&g_2,&g_81,&l_436[0][0],&l_436[0][0],&l_475,&g_2}};
        int i, j;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 1; j++)
                l_436[i][j] = 1L;
        }
        for (i = 0; i < 2; i++)
            l_533[i] = &g_529.f1;
    }
    else
    { /* block id: 284 */
        int64_t l_540 = 1L;
        int32_t l_541[8][1] = {{0x76E79FA9L},{0xCE31E978L},{0x76E79FA9L},{0xCE31E978L},{0x76E79FA9L},{0xCE31E978L},{0x76E79FA9L},{0xCE31E978L}};
        struct S0 l_544 = {0xA74A488011774F6CLL,0x6FF1L,0x9EAC0995L,0x57E5L,-10L};
        int i, j;
        (*g_166) = 0L;
        if (l_540)
        { /* block id: 286 */
            return g_426.f1;
        }
        else
        { /* block id: 288 */
            uint64_t *l_542 = &g_401.f2;
            int32_t l_551 = 1L;
lbl_557:
            if ((8UL | ((*g_238) | ((*l_542) = l_541[2][0]))))
            { /* block id: 290 */
                uint8_t ***l_553 = &l_492[0][0];
                uint8_t ****l_552 = &l_553;
                (*g_166) ^= (safe_unary_minus_func_uint16_t_u(((g_31[0][1] &= ((l_544 , &g_69) != &g_69)) <= (safe_mul_func_uint16_t_u_u((safe_div_func_uint32_t_u_u((safe_lshift_func_uint16_t_u_u(0UL, (((*g_370) , &g_401) != &g_401))), l_551)), l_551)))));
                if (g_33)
                    goto lbl_557;
                (*l_552) = &g_369;
            }
            else
            { /* block id: 294 */
                const int32_t **l_556 = &l_555;
                l_551 = (safe_unary_minus_func_int32_t_s((l_544 , 0x2C04F602L)));
                (*g_166) = l_551;
                (*l_556) = l_555;
            }
            return (*l_555);
        }
    }
    return (*l_555);
}


/* ------------------------------------------ */
/* 
 * reads : g_238 g_171.f2 g_69 g_171.f3 g_83 g_32 g_171 g_31 g_369 g_22
 * writes: g_75.f0 g_171.f2 g_83 g_22 g_75
 */
static struct S1  func_5(uint64_t  p_6, struct S0  p_7)
{ /* block id: 145 */
    int16_t l_289 = 7L;
    int32_t l_306[10][8] = {{0xF4098CC0L,0x0D242C8DL,0xC97CF48BL,0x0D242C8DL,0x961C327CL,0xA50311C4L,0xA77881DCL,0x469FE3B5L},{0xF4098CC0L,0x8C701A78L,0x0D242C8DL,0xD675422DL,0x83289688L,0x83289688L,0xD675422DL,0x0D242C8DL},{0x469FE3B5L,0x469FE3B5L,0x0D242C8DL,(-1L),(-9L),0x98405B05L,0xA77881DCL,0xF4098CC0L},{0x83289688L,0xA77881DCL,0xC97CF48BL,0x469FE3B5L,0xC97CF48BL,0xA77881DCL,0x83289688L,0xF4098CC0L},{0xA77881DCL,0x98405B05L,(-9L),(-1L),0x0D242C8DL,0x469FE3B5L,0x469FE3B5L,0x0D242C8DL},{0xD675422DL,0x83289688L,0x83289688L,0xD675422DL,0x0D242C8DL,0x8C701A78L,0xF4098CC0L,0x469FE3B5L},{0xA77881DCL,0xA50311C4L,0x961C327CL,0x0D242C8DL,0xC97CF48BL,0x0D242C8DL,0x961C327CL,0xA50311C4L},{0x83289688L,0xA50311C4L,0x469FE3B5L,0x961C327CL,(-9L),0x8C701A78L,(-1L),(-1L)},{0x469FE3B5L,0x83289688L,0x98405B05L,0x98405B05L,0x83289688L,0x469FE3B5L,(-1L),0xC97CF48BL},{0xF4098CC0L,0x98405B05L,0x469FE3B5L,0x8C701A78L,0x961C327CL,0xA77881DCL,0x961C327CL,0x8C701A78L}};
    int8_t l_322 = 0xC3L;
    struct S1 l_332 = {0x5A5F23C3L,0xE1538F552A9BC05BLL,0xC92646BA2ED9F7E3LL,0UL,1UL};
    int32_t **l_351 = (void*)0;
    int32_t *l_353 = (void*)0;
    int32_t *l_354[5][6] = {{&l_306[0][2],&g_33,(void*)0,&g_33,&l_306[0][2],&l_306[0][2]},{&g_2,&g_33,&g_33,&g_2,&g_33,&g_2},{&g_2,&g_33,&g_2,&g_33,&g_33,&g_2},{&l_306[0][2],&l_306[0][2],&g_33,(void*)0,&g_33,&l_306[0][2]},{&g_33,&g_33,(void*)0,(void*)0,&g_33,&g_33}};
    int64_t l_355 = 0x87FC26D02DDA595BLL;
    int64_t l_356 = 0xE106A8AA536D568DLL;
    int8_t l_357 = 0x24L;
    uint16_t l_358 = 65535UL;
    uint8_t *l_368 = &g_70;
    uint8_t * const *l_367 = &l_368;
    uint16_t l_374 = 65535UL;
    int i, j;
lbl_361:
    for (p_6 = 0; (p_6 >= 9); ++p_6)
    { /* block id: 148 */
        int64_t *l_288 = &g_75.f0;
        int32_t l_299 = 0x3108163DL;
        int32_t l_321 = 0xDF3AD39AL;
        int32_t l_323[10];
        int32_t *l_352[10] = {&l_323[4],&l_306[9][3],&l_299,&l_306[9][3],&l_323[4],&l_323[4],&l_306[9][3],&l_299,&l_306[9][3],&l_323[4]};
        int i;
        for (i = 0; i < 10; i++)
            l_323[i] = 0x7EF358BEL;
        if (((safe_mul_func_int16_t_s_s(((l_289 = ((*g_238) == (g_69 <= ((*l_288) = 0x5071BD91A2368AEALL)))) & p_7.f2), (-1L))) , 0x2F7E8F0BL))
        { /* block id: 151 */
            uint32_t l_296[9][2] = {{0x08136386L,4294967295UL},{0x08136386L,0x08136386L},{0x08136386L,4294967295UL},{0x08136386L,0x08136386L},{0x08136386L,4294967295UL},{0x08136386L,0x08136386L},{0x08136386L,4294967295UL},{0x08136386L,0x08136386L},{0x08136386L,4294967295UL}};
            int32_t *l_300 = &g_83[0];
            int32_t l_316 = 7L;
            int32_t l_318 = (-1L);
            int32_t l_319 = 0x44413DF5L;
            int32_t l_320[4] = {0x8BEC4AB5L,0x8BEC4AB5L,0x8BEC4AB5L,0x8BEC4AB5L};
            int i, j;
            if (((*l_300) |= ((((*g_238) = p_7.f4) <= ((safe_rshift_func_int8_t_s_u((safe_sub_func_uint8_t_u_u((g_171.f3 <= ((safe_sub_func_uint16_t_u_u(l_296[4][1], (safe_mod_func_int16_t_s_s(l_299, p_7.f0)))) != p_6)), p_7.f3)), g_69)) != p_7.f1)) , p_7.f0)))
            { /* block id: 154 */
                int32_t *l_301 = &g_83[1];
                int32_t l_302 = 0x182B9280L;
                int32_t *l_303 = (void*)0;
                int32_t *l_304 = &g_83[0];
                int32_t *l_305 = &g_83[1];
                int32_t *l_307 = &l_306[6][1];
                int32_t *l_308 = &l_306[9][3];
                int32_t l_309 = (-7L);
                int32_t *l_310 = &g_83[0];
                int32_t *l_311 = &g_83[0];
                int32_t *l_312 = &l_302;
                int32_t *l_313 = (void*)0;
                int32_t *l_314 = &g_83[0];
                int32_t *l_315 = &g_83[0];
                int32_t *l_317[8] = {&g_83[0],&l_299,&g_83[0],&g_83[0],&l_299,&g_83[0],&g_83[0],&l_299};
                int16_t l_324 = 0x782EL;
                uint64_t l_325 = 0xC4A002CF8605339CLL;
                int8_t *l_337[8][5] = {{&g_75.f4,(void*)0,(void*)0,&g_75.f4,(void*)0},{&g_75.f4,&g_75.f4,&l_322,&g_75.f4,&g_75.f4},{(void*)0,&g_75.f4,(void*)0,(void*)0,&g_75.f4},{&g_75.f4,(void*)0,(void*)0,&g_75.f4,(void*)0},{&g_75.f4,&g_75.f4,&l_322,&g_75.f4,&g_75.f4},{(void*)0,&g_75.f4,(void*)0,(void*)0,&g_75.f4},{&g_75.f4,(void*)0,(void*)0,&g_75.f4,(void*)0},{&g_75.f4,&g_75.f4,&l_322,&g_75.f4,&g_75.f4}};
                int i, j;
                l_325--;
                (*l_300) = (safe_rshift_func_int16_t_s_s(((p_7.f4 ^= ((((safe_div_func_int16_t_s_s((l_332 , ((safe_mod_func_int8_t_s_s((0x3EE0L | ((0x49L < ((p_7.f3 & ((safe_rshift_func_int16_t_s_s(0x58D4L, 5)) ^ p_6)) <= (-1L))) & p_7.f1)), g_83[0])) ^ 0x849AF41FL)), g_32[3])) & (*l_300)) , g_171.f3) || (*l_307))) <= 0x9BL), l_332.f2));
                return g_171;
            }
            else
            { /* block id: 159 */
                uint32_t *l_345 = &l_296[3][1];
                int32_t l_348 = 0x92095068L;
                int8_t *l_349 = &l_322;
                int32_t *l_350 = &l_323[6];
                (*l_300) = (0xD17695FCL <= (safe_unary_minus_func_int16_t_s(0x6143L)));
                if (l_323[1])
                    continue;
                (*l_350) &= (safe_sub_func_int8_t_s_s(((*l_349) = (safe_rshift_func_uint8_t_u_u((((((*l_345) = 0x49FBD58DL) || ((*l_300) , (((&g_32[2] == l_345) , ((safe_mod_func_uint8_t_u_u((((l_306[4][6] , &p_6) == l_288) | g_31[1][0]), 0xF6L)) < g_31[0][1])) > (-1L)))) && l_348) == p_7.f3), 4))), 247UL));
            }
        }
        else
        { /* block id: 166 */
            l_321 ^= ((void*)0 != l_351);
        }
        l_306[6][3] = l_299;
    }
    --l_358;
    for (p_7.f3 = 0; (p_7.f3 <= 8); p_7.f3 += 1)
    { /* block id: 174 */
        const int32_t *l_362[1][3];
        const int32_t **l_363 = &l_362[0][2];
        int32_t l_371 = 0x63F6937AL;
        int32_t l_375 = 4L;
        int32_t l_381 = 0x87075C9DL;
        int32_t *l_387[7][10] = {{&g_33,&l_381,&l_306[9][3],&g_81,&l_375,(void*)0,(void*)0,&l_375,&g_81,&l_306[9][3]},{&l_371,&l_371,&g_83[3],&l_375,&l_375,&g_83[2],&g_83[0],&l_371,&l_371,&g_83[0]},{&l_381,&g_83[0],(void*)0,&g_2,&g_83[0],&g_81,&g_83[0],&g_81,&g_83[0],&g_2},{&l_371,&l_371,&l_371,(void*)0,&g_83[0],&l_306[9][3],(void*)0,&g_33,&g_83[0],&l_371},{&g_33,&l_381,&l_371,&l_375,&l_371,&l_306[9][3],&g_33,&g_33,&l_306[9][3],&l_371},{&l_381,&l_371,&l_371,&l_381,&g_83[0],&g_83[0],&l_371,&g_81,&l_371,&g_33},{&g_83[0],&g_33,(void*)0,&l_306[9][3],&g_83[0],(void*)0,&l_371,&l_371,&l_371,(void*)0}};
        int i, j;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 3; j++)
                l_362[i][j] = &g_81;
        }
        if (l_332.f1)
            goto lbl_361;
        (*l_363) = l_362[0][1];
        for (l_332.f0 = 8; (l_332.f0 >= 1); l_332.f0 -= 1)
        { /* block id: 179 */
            int32_t *l_364[3];
            int32_t **l_372 = (void*)0;
            int32_t **l_373 = &l_353;
            uint32_t l_384 = 5UL;
            int i;
            for (i = 0; i < 3; i++)
                l_364[i] = &g_83[0];
            (*l_363) = l_364[1];
            l_375 = (((safe_mul_func_uint32_t_u_u(((l_371 = (l_367 != g_369)) != g_32[l_332.f0]), (((*l_373) = (void*)0) != (l_374 , (*l_363))))) & p_7.f3) == p_7.f4);
            for (g_22 = 0; (g_22 <= 2); g_22 += 1)
            { /* block id: 186 */
                int32_t l_376 = 0L;
                int32_t l_377 = 0xB9196E45L;
                int32_t l_378 = 0x531985BAL;
                int32_t l_379 = 0xF4D9183EL;
                int32_t l_380 = 0xD4762F34L;
                int32_t l_382 = 4L;
                int32_t l_383[4][6] = {{0xB368CA56L,(-8L),0x690D1874L,0x690D1874L,(-8L),0xB368CA56L},{0x690D1874L,(-8L),0xB368CA56L,0x3B028FD9L,0xF937F582L,0x25BF8AD4L},{0x25BF8AD4L,0x4D2FAC50L,1L,0x4D2FAC50L,0x25BF8AD4L,(-8L)},{0x25BF8AD4L,0x690D1874L,0x4D2FAC50L,0x3B028FD9L,0xBCC1AD29L,0xBCC1AD29L}};
                int i, j;
                l_384++;
                l_387[6][8] = l_364[g_22];
            }
            for (l_374 = (-19); (l_374 < 53); l_374 = safe_add_func_int32_t_s_s(l_374, 3))
            { /* block id: 192 */
                struct S0 *l_390 = &g_75;
                struct S1 l_391[7] = {{-1L,0x08D63C8F50BC2FABLL,8UL,1UL,0x43B9F2D2L},{-1L,0x08D63C8F50BC2FABLL,8UL,1UL,0x43B9F2D2L},{-1L,0x08D63C8F50BC2FABLL,8UL,1UL,0x43B9F2D2L},{-1L,0x08D63C8F50BC2FABLL,8UL,1UL,0x43B9F2D2L},{-1L,0x08D63C8F50BC2FABLL,8UL,1UL,0x43B9F2D2L},{-1L,0x08D63C8F50BC2FABLL,8UL,1UL,0x43B9F2D2L},{-1L,0x08D63C8F50BC2FABLL,8UL,1UL,0x43B9F2D2L}};
                int i;
                (*l_390) = p_7;
                return l_391[6];
            }
        }
    }
    return l_332;
}


/* ------------------------------------------ */
/* 
 * reads : g_32 g_33 g_22 g_31 g_70 g_75 g_83 g_81 g_69 g_166 g_171 g_238 g_246
 * writes: g_31 g_70 g_33 g_22 g_69 g_81 g_75.f3 g_32 g_83 g_166 g_171.f4 g_171.f3 g_75 g_171.f2 g_267
 */
static struct S0  func_8(int32_t  p_9, struct S1  p_10, int32_t  p_11)
{ /* block id: 10 */
    int16_t l_35 = 0x7315L;
    int32_t l_63 = 0L;
    int32_t l_65 = 0x024FFAFDL;
    int32_t l_66 = 0x1BCB00F8L;
    int32_t l_68 = (-1L);
    struct S0 l_76[5][5] = {{{0xFC800275E99C33BCLL,1L,0x5C358597L,2UL,0xFCL},{0xFC800275E99C33BCLL,1L,0x5C358597L,2UL,0xFCL},{0xFC800275E99C33BCLL,1L,0x5C358597L,2UL,0xFCL},{0xFC800275E99C33BCLL,1L,0x5C358597L,2UL,0xFCL},{0xFC800275E99C33BCLL,1L,0x5C358597L,2UL,0xFCL}},{{-8L,-5L,9L,0x4249L,0xA0L},{-8L,-5L,9L,0x4249L,0xA0L},{-8L,-5L,9L,0x4249L,0xA0L},{-8L,-5L,9L,0x4249L,0xA0L},{-8L,-5L,9L,0x4249L,0xA0L}},{{0xFC800275E99C33BCLL,1L,0x5C358597L,2UL,0xFCL},{0xFC800275E99C33BCLL,1L,0x5C358597L,2UL,0xFCL},{0xFC800275E99C33BCLL,1L,0x5C358597L,2UL,0xFCL},{0xFC800275E99C33BCLL,1L,0x5C358597L,2UL,0xFCL},{0xFC800275E99C33BCLL,1L,0x5C358597L,2UL,0xFCL}},{{-8L,-5L,9L,0x4249L,0xA0L},{-8L,-5L,9L,0x4249L,0xA0L},{-8L,-5L,9L,0x4249L,0xA0L},{-8L,-5L,9L,0x4249L,0xA0L},{-8L,-5L,9L,0x4249L,0xA0L}},{{0xFC800275E99C33BCLL,1L,0x5C358597L,2UL,0xFCL},{0xFC800275E99C33BCLL,1L,0x5C358597L,2UL,0xFCL},{0xFC800275E99C33BCLL,1L,0x5C358597L,2UL,0xFCL},{0xFC800275E99C33BCLL,1L,0x5C358597L,2UL,0xFCL},{0xFC800275E99C33BCLL,1L,0x5C358597L,2UL,0xFCL}}};
    int32_t l_85 = 0x3AFC3C34L;
    int32_t l_89 = 0L;
    int32_t l_90 = 1L;
    int32_t l_91 = 0x55A02C1BL;
    uint16_t l_159 = 0xC8C4L;
    int64_t *l_173 = &g_69;
    int32_t **l_203[3];
    uint32_t l_249 = 7UL;
    uint8_t *l_277 = &g_70;
    uint8_t **l_276[4];
    int i, j;
    for (i = 0; i < 3; i++)
        l_203[i] = &g_166;
    for (i = 0; i < 4; i++)
        l_276[i] = &l_277;
    if ((g_32[7] <= ((&g_2 != (void*)0) ^ l_35)))
    { /* block id: 11 */
        uint32_t l_52 = 0x0C0825FCL;
        const int32_t *l_53 = &g_33;
        int64_t l_55[6];
        int8_t l_61 = (-1L);
        int32_t l_62 = (-5L);
        int32_t l_64 = 1L;
        int32_t l_82 = 0xB292015BL;
        int32_t l_84 = 7L;
        int32_t l_86 = 0xC0CEF9D8L;
        int32_t l_87 = 0L;
        int32_t l_88[5][1] = {{9L},{(-10L)},{9L},{(-10L)},{9L}};
        uint8_t l_92 = 255UL;
        int32_t *l_167 = (void*)0;
        int32_t *l_168 = &g_81;
        int i, j;
        for (i = 0; i < 6; i++)
            l_55[i] = 0xB910F8796DE133A9LL;
lbl_146:
        if ((safe_add_func_uint8_t_u_u((((((safe_mul_func_uint16_t_u_u(g_33, ((safe_rshift_func_uint16_t_u_s(0x59E8L, 8)) | (safe_div_func_uint8_t_u_u((!(safe_div_func_uint16_t_u_u(((!(0x4D73BB84767EE7A7LL & ((safe_mul_func_uint8_t_u_u((safe_lshift_func_int16_t_s_s(((((((l_52 || g_33) , l_53) == &p_11) , (*l_53)) < 65535UL) != 255UL), 4)), p_10.f0)) > g_32[6]))) && 0xAA1FE0AFDD74211FLL), (*l_53)))), l_35))))) == 0x90C99E8488E6FCACLL) | g_22) || g_33) , g_32[2]), g_31[0][1])))
        { /* block id: 12 */
            int16_t *l_54 = &g_31[1][0];
            int32_t l_67 = 0L;
            if ((((((*l_54) = p_10.f2) ^ ((p_9 == l_55[1]) >= 0x98C55CA0DA2B3C28LL)) >= 18446744073709551615UL) | 0x233ED7856BCC6B82LL))
            { /* block id: 14 */
                int32_t *l_56 = (void*)0;
                int32_t *l_57 = &g_33;
                int32_t *l_58 = &g_33;
                int32_t *l_59 = &g_33;
                int32_t *l_60[7][8] = {{&g_33,&g_2,&g_33,&g_33,&g_33,&g_33,&g_2,&g_33},{&g_33,&g_33,&g_2,&g_33,&g_33,(void*)0,&g_2,(void*)0},{&g_2,&g_33,&g_33,&g_2,&g_33,(void*)0,&g_2,&g_2},{(void*)0,&g_33,&g_2,(void*)0,&g_2,&g_33,(void*)0,&g_33},{&g_2,&g_2,&g_33,&g_33,&g_2,&g_33,&g_33,&g_33},{&g_33,&g_33,&g_33,(void*)0,&g_2,&g_33,(void*)0,(void*)0},{&g_2,&g_2,&g_33,&g_33,&g_2,&g_2,&g_33,&g_33}};
                int i, j;
                --g_70;
                (*l_57) ^= (safe_rshift_func_int8_t_s_s((-7L), 1));
                return g_75;
            }
            else
            { /* block id: 18 */
                struct S0 *l_77 = &l_76[2][3];
                (*l_77) = l_76[2][3];
            }
        }
        else
        { /* block id: 21 */
            int32_t *l_78 = &l_64;
            int32_t *l_79 = &l_64;
            int32_t *l_80[8][1] = {{&l_63},{&l_64},{&l_63},{&l_64},{&l_63},{&l_64},{&l_63},{&l_64}};
            uint8_t l_119[9][8] = {{0xCEL,1UL,3UL,254UL,6UL,6UL,254UL,3UL},{1UL,1UL,3UL,254UL,0x5AL,7UL,255UL,0xCEL},{6UL,255UL,0x12L,1UL,0x12L,255UL,6UL,0xCEL},{255UL,7UL,0x5AL,254UL,3UL,1UL,1UL,3UL},{254UL,6UL,6UL,254UL,3UL,1UL,0xCEL,1UL},{255UL,0xD5L,0xEBL,3UL,0x12L,3UL,0xEBL,0xD5L},{6UL,0xD5L,1UL,0xEBL,0x5AL,1UL,254UL,254UL},{1UL,6UL,7UL,7UL,6UL,1UL,254UL,0x12L},{0xCEL,7UL,1UL,1UL,0xEBL,255UL,0xEBL,1UL}};
            int16_t l_122 = (-1L);
            struct S1 l_125 = {0x28875917L,-1L,18446744073709551615UL,0xD1L,4294967286UL};
            int i, j;
            ++l_92;
            for (l_85 = 0; (l_85 != 17); l_85++)
            { /* block id: 25 */
                int8_t *l_99 = &l_76[2][3].f4;
                if (p_10.f4)
                    break;
                (*l_79) = ((safe_sub_func_int8_t_s_s(((*l_99) = (&l_35 != (void*)0)), 248UL)) < (g_32[2] == (((safe_mul_func_uint8_t_u_u((safe_add_func_int32_t_s_s(((((*l_53) >= 0x18804D59L) && p_10.f0) , 1L), p_10.f2)), g_83[3])) != 0x996BL) , p_9)));
            }
            for (g_22 = 16; (g_22 == 21); g_22 = safe_add_func_uint16_t_u_u(g_22, 4))
            { /* block id: 32 */
                int64_t *l_108 = &l_76[2][3].f0;
                uint8_t *l_120 = (void*)0;
                uint8_t *l_121 = &l_92;
                uint8_t *l_130 = &g_70;
                uint8_t **l_131 = &l_130;
                uint8_t **l_132 = &l_120;
                g_81 |= ((*l_79) = ((safe_mod_func_int32_t_s_s((g_75.f4 && (((*l_108) = (g_69 = p_9)) != g_31[0][1])), p_10.f0)) >= (safe_mul_func_int8_t_s_s(((safe_mod_func_uint64_t_u_u((safe_mod_func_uint8_t_u_u(((*l_121) |= (safe_lshift_func_uint8_t_u_u((((safe_div_func_int64_t_s_s(9L, l_119[3][3])) && g_70) , g_83[0]), 0))), l_122)), p_10.f3)) > p_10.f1), 252UL))));
                (*l_79) &= (safe_div_func_uint64_t_u_u((l_125 , 0UL), (((+(+((safe_sub_func_int8_t_s_s(0L, (((*l_131) = l_130) != ((*l_132) = &g_70)))) < g_31[2][0]))) , 0xFBL) && p_10.f2)));
            }
            for (l_82 = 0; (l_82 <= 1); l_82 += 1)
            { /* block id: 44 */
                if (g_31[1][0])
                    break;
            }
        }
        for (l_65 = 3; (l_65 >= 0); l_65 -= 1)
        { /* block id: 50 */
            uint64_t l_143 = 18446744073709551615UL;
            int32_t l_148 = 1L;
            int32_t l_149 = 0x1ADF2D24L;
            int32_t l_150 = 0L;
            int32_t l_151 = (-6L);
            int32_t l_152 = 0x996AD940L;
            int32_t l_153 = 4L;
            uint32_t l_154 = 0xA760A9D8L;
            for (l_90 = 3; (l_90 >= 0); l_90 -= 1)
            { /* block id: 53 */
                int32_t *l_133 = &l_85;
                int32_t *l_134 = &l_87;
                int32_t *l_135 = (void*)0;
                int32_t *l_136 = &l_88[4][0];
                int32_t *l_137 = (void*)0;
                int32_t l_138 = 2L;
                int32_t *l_139 = (void*)0;
                int32_t *l_140 = &g_81;
                int32_t *l_141 = &g_33;
                int32_t *l_142[6][3] = {{(void*)0,(void*)0,(void*)0},{&l_62,&l_84,(void*)0},{&l_62,&l_62,&l_84},{(void*)0,&l_84,&l_84},{&l_84,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0}};
                int i, j;
                if (g_32[l_90])
                    break;
                --l_143;
                if (g_83[l_65])
                    break;
                if (g_81)
                    goto lbl_146;
            }
            for (g_75.f3 = 1; (g_75.f3 <= 5); g_75.f3 += 1)
            { /* block id: 61 */
                int32_t *l_147[2][6] = {{&g_81,&l_63,&g_81,&g_81,&l_63,&g_81},{&g_81,&l_63,&g_81,&g_81,&l_63,&g_81}};
                int i, j;
                --l_154;
            }
            for (l_35 = 6; (l_35 >= 1); l_35 -= 1)
            { /* block id: 66 */
                int32_t *l_157[5] = {&l_82,&l_82,&l_82,&l_82,&l_82};
                int8_t l_158 = 0x67L;
                int16_t *l_164 = (void*)0;
                int16_t *l_165 = &l_76[2][3].f1;
                int i;
                g_81 = (p_11 = 1L);
                l_159++;
                g_83[0] &= (safe_lshift_func_int16_t_s_s(((*l_165) = ((g_32[(l_65 + 5)] ^= ((p_9 > (g_31[2][1] |= g_75.f2)) && 0x3D3EL)) == (l_152 |= l_76[2][3].f1))), (&l_35 != l_165)));
                if (p_10.f0)
                    break;
            }
        }
        g_166 = &p_11;
        (*l_168) = ((*g_166) = (g_69 >= (*l_53)));
    }
    else
    { /* block id: 81 */
        const int64_t * const l_172 = &g_69;
        int32_t l_176[3][3];
        uint16_t l_178[4][9];
        struct S0 *l_184 = &l_76[2][3];
        int32_t l_185 = 0xBD6449BFL;
        int16_t *l_194 = &g_31[2][0];
        uint16_t *l_234 = (void*)0;
        uint16_t *l_235 = &l_178[0][3];
        uint16_t *l_239 = &g_22;
        uint8_t *l_240 = &g_70;
        int32_t *** const l_245 = &l_203[1];
        int8_t *l_248[1][2];
        int i, j;
        for (i = 0; i < 3; i++)
        {
            for (j = 0; j < 3; j++)
                l_176[i][j] = 1L;
        }
        for (i = 0; i < 4; i++)
        {
            for (j = 0; j < 9; j++)
                l_178[i][j] = 0x90E2L;
        }
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 2; j++)
                l_248[i][j] = (void*)0;
        }
        for (l_90 = (-8); (l_90 > 18); l_90 = safe_add_func_int16_t_s_s(l_90, 4))
        { /* block id: 84 */
            return g_75;
        }
        l_90 |= l_76[2][3].f2;
        if ((g_171 , (l_172 != l_173)))
        { /* block id: 88 */
            int32_t *l_174 = (void*)0;
            int32_t *l_175[2][2];
            int8_t l_177 = 1L;
            struct S0 *l_183 = (void*)0;
            uint32_t *l_186 = (void*)0;
            uint32_t *l_187 = &g_171.f4;
            int32_t l_197[6][6] = {{0x01B5B14BL,0x61D741B9L,0xFD06F51EL,0L,0L,0xFD06F51EL},{(-1L),(-1L),6L,0xFD06F51EL,1L,0L},{0L,0x2DC7AD04L,(-1L),0x61D741B9L,9L,6L},{0x468DE327L,0L,(-1L),0x01B5B14BL,(-1L),0L},{0x11149BCCL,0x01B5B14BL,6L,0x76DF1773L,0x1F7ADB66L,0xFD06F51EL},{0x76DF1773L,0x1F7ADB66L,0xFD06F51EL,(-1L),0x617BBF6FL,0x256006E2L}};
            uint32_t l_209 = 0xA752D06EL;
            int i, j;
            for (i = 0; i < 2; i++)
            {
                for (j = 0; j < 2; j++)
                    l_175[i][j] = &g_83[0];
            }
lbl_205:
            l_178[0][3]++;
            if ((safe_div_func_int64_t_s_s(((l_183 == (l_184 = &g_75)) != (l_178[2][8] < ((*l_187) = (p_10.f1 >= (((l_176[0][0] , l_185) | 1L) | g_83[0]))))), p_10.f4)))
            { /* block id: 92 */
                uint16_t *l_195[8] = {&l_76[2][3].f3,&l_76[2][3].f3,&l_76[2][3].f3,&l_76[2][3].f3,&l_76[2][3].f3,&l_76[2][3].f3,&l_76[2][3].f3,&l_76[2][3].f3};
                int32_t l_196[2];
                uint8_t *l_200 = &g_171.f3;
                int32_t **l_202[8][2];
                int32_t ***l_201[10] = {&l_202[3][1],&l_202[3][1],&l_202[3][1],&l_202[3][1],(void*)0,&l_202[3][1],&l_202[3][1],&l_202[3][1],&l_202[3][1],(void*)0};
                int i, j;
                for (i = 0; i < 2; i++)
                    l_196[i] = 3L;
                for (i = 0; i < 8; i++)
                {
                    for (j = 0; j < 2; j++)
                        l_202[i][j] = &l_174;
                }
                (*g_166) ^= (((safe_sub_func_int64_t_s_s((safe_div_func_uint8_t_u_u(((((((((-1L) || ((safe_div_func_int8_t_s_s(g_171.f4, 0xCBL)) > g_75.f4)) && ((((l_196[0] = ((l_194 != &g_31[0][1]) ^ g_75.f2)) <= g_81) , g_70) && l_65)) ^ l_197[4][2]) | p_10.f2) == 18446744073709551607UL) , p_10.f1) , p_10.f1), 255UL)), p_10.f1)) & 0x4962L) >= 0x249F4140L);
                (*g_166) = (safe_mul_func_uint8_t_u_u(0x0DL, (g_69 <= ((*l_200) = 0x41L))));
                l_203[1] = &g_166;
            }
            else
            { /* block id: 98 */
                struct S0 l_204 = {0x35DFBDC08B3C05E5LL,0L,0L,0UL,-3L};
                return l_204;
            }
            if (l_85)
                goto lbl_205;
            for (g_171.f3 = 0; (g_171.f3 <= 2); g_171.f3 += 1)
            { /* block id: 104 */
                uint8_t l_206 = 0x13L;
                ++l_206;
                if (p_10.f0)
                    continue;
                --l_209;
            }
        }
        else
        { /* block id: 109 */
            struct S0 l_212 = {0x169EFB6B90FCD6BALL,0xBECFL,0x3F7443FEL,0x2051L,-1L};
            struct S0 *l_213[4] = {&l_212,&l_212,&l_212,&l_212};
            int32_t **l_225 = &g_166;
            int i;
            g_75 = ((*l_184) = l_212);
            g_83[0] |= ((*g_166) = (*g_166));
            for (g_171.f4 = 0; (g_171.f4 == 49); ++g_171.f4)
            { /* block id: 116 */
                int32_t ***l_226 = (void*)0;
                int32_t ***l_227 = (void*)0;
                int32_t ***l_228 = (void*)0;
                int32_t **l_229 = &g_166;
                uint16_t *l_230 = &l_212.f3;
                uint64_t *l_231 = &g_171.f2;
                (*g_166) ^= (l_184 != &g_75);
                if (l_212.f2)
                    continue;
                g_83[0] ^= ((((*l_231) = (safe_rshift_func_int16_t_s_s(((*l_194) = (safe_mul_func_int8_t_s_s(l_178[0][3], (!(safe_sub_func_int32_t_s_s(((((l_212.f1 && (safe_lshift_func_int8_t_s_u(((l_229 = l_225) != l_225), 7))) , ((*l_230) = 0xEB46L)) <= p_10.f1) != g_70), (**l_225))))))), 2))) , g_31[0][1]) >= g_32[2]);
            }
        }
        p_11 ^= ((((*l_240) = (((*l_235)--) & ((*l_239) &= ((void*)0 == g_238)))) ^ (l_249 = ((&l_76[2][3] == ((g_75.f3 = ((safe_sub_func_int16_t_s_s(((safe_sub_func_int32_t_s_s(((8UL || (l_245 == g_246)) >= p_10.f4), (***l_245))) > g_171.f1), g_171.f3)) || 0xCA93L)) , (void*)0)) <= g_75.f4))) || (***l_245));
    }
    (*g_166) = p_10.f3;
    if ((((*g_166) , 0xDB0BL) == p_10.f2))
    { /* block id: 134 */
        int16_t l_250 = 0L;
        uint16_t l_251 = 0x3BB3L;
        struct S0 *l_254[10] = {&l_76[3][2],&l_76[3][2],&l_76[3][2],&l_76[3][2],&l_76[3][2],&l_76[3][2],&l_76[3][2],&l_76[3][2],&l_76[3][2],&l_76[3][2]};
        int32_t l_255 = 0x728C40FEL;
        int32_t l_256 = 0x1AC0BC28L;
        int32_t l_257 = 0xEE490E6CL;
        int32_t l_258 = 0x000E7CF8L;
        int32_t l_259 = 0xD6011E4AL;
        int32_t l_260 = 0xF596106FL;
        int32_t l_261 = 1L;
        int32_t l_262[4] = {(-9L),(-9L),(-9L),(-9L)};
        uint64_t l_263[5][5] = {{1UL,1UL,0x90D7AD23072602DFLL,0UL,0UL},{0UL,0xAB00247E36CFAE2ELL,0xAB00247E36CFAE2ELL,0UL,0UL},{0xAB00247E36CFAE2ELL,0x147C9C755FA33FCBLL,0x90D7AD23072602DFLL,0x90D7AD23072602DFLL,0x147C9C755FA33FCBLL},{0UL,0UL,0x90D7AD23072602DFLL,1UL,1UL},{0UL,0UL,0UL,0x90D7AD23072602DFLL,1UL}};
        struct S0 * const l_266 = &l_76[1][1];
        int i, j;
        l_251--;
        p_11 = (l_254[4] == (void*)0);
        l_263[1][0]++;
        g_267 = l_266;
    }
    else
    { /* block id: 139 */
        uint16_t *l_268[1];
        int16_t l_269[10];
        struct S0 *l_278 = &l_76[3][4];
        int32_t l_279 = 0xA9EF4CD2L;
        int32_t l_280[2][10] = {{0x6749FE29L,3L,0x6749FE29L,0x6749FE29L,3L,0x6749FE29L,0x6749FE29L,3L,0x6749FE29L,0x6749FE29L},{3L,3L,(-1L),3L,3L,(-1L),3L,3L,(-1L),3L}};
        uint64_t l_281 = 1UL;
        int i, j;
        for (i = 0; i < 1; i++)
            l_268[i] = &l_159;
        for (i = 0; i < 10; i++)
            l_269[i] = 0x2591L;
        l_279 ^= ((((1UL ^ (g_75.f3--)) == (g_171.f4 > (safe_rshift_func_uint8_t_u_s(((safe_mul_func_uint16_t_u_u(((void*)0 == l_276[3]), ((l_278 != &l_76[0][3]) >= g_32[5]))) , 252UL), 5)))) != p_11) == p_9);
        --l_281;
    }
    return l_76[2][3];
}


/* ------------------------------------------ */
/* 
 * reads : g_2
 * writes: g_31 g_32 g_33
 */
static uint32_t  func_14(uint32_t  p_15)
{ /* block id: 5 */
    const uint16_t *l_23 = &g_22;
    int32_t l_28 = 0x31DEFCECL;
    uint64_t l_29 = 0xCC0C7FD579DEB476LL;
    int32_t *l_30[3][4] = {{&l_28,&l_28,&l_28,&l_28},{&l_28,&l_28,&l_28,&l_28},{&l_28,&l_28,&l_28,&l_28}};
    int i, j;
    g_32[2] = (g_31[0][1] = (l_23 == (((safe_add_func_uint32_t_u_u(0x39C01058L, g_2)) , ((safe_sub_func_uint8_t_u_u((l_28 && l_28), g_2)) == l_29)) , &g_22)));
    g_33 = p_15;
    return p_15;
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
    transparent_crc(g_22, "g_22", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_31[i][j], "g_31[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_32[i], "g_32[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_33, "g_33", print_hash_value);
    transparent_crc(g_69, "g_69", print_hash_value);
    transparent_crc(g_70, "g_70", print_hash_value);
    transparent_crc(g_75.f0, "g_75.f0", print_hash_value);
    transparent_crc(g_75.f1, "g_75.f1", print_hash_value);
    transparent_crc(g_75.f2, "g_75.f2", print_hash_value);
    transparent_crc(g_75.f3, "g_75.f3", print_hash_value);
    transparent_crc(g_75.f4, "g_75.f4", print_hash_value);
    transparent_crc(g_81, "g_81", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_83[i], "g_83[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_171.f0, "g_171.f0", print_hash_value);
    transparent_crc(g_171.f1, "g_171.f1", print_hash_value);
    transparent_crc(g_171.f2, "g_171.f2", print_hash_value);
    transparent_crc(g_171.f3, "g_171.f3", print_hash_value);
    transparent_crc(g_171.f4, "g_171.f4", print_hash_value);
    transparent_crc(g_401.f0, "g_401.f0", print_hash_value);
    transparent_crc(g_401.f1, "g_401.f1", print_hash_value);
    transparent_crc(g_401.f2, "g_401.f2", print_hash_value);
    transparent_crc(g_401.f3, "g_401.f3", print_hash_value);
    transparent_crc(g_401.f4, "g_401.f4", print_hash_value);
    transparent_crc(g_426.f0, "g_426.f0", print_hash_value);
    transparent_crc(g_426.f1, "g_426.f1", print_hash_value);
    transparent_crc(g_426.f2, "g_426.f2", print_hash_value);
    transparent_crc(g_426.f3, "g_426.f3", print_hash_value);
    transparent_crc(g_426.f4, "g_426.f4", print_hash_value);
    transparent_crc(g_529.f0, "g_529.f0", print_hash_value);
    transparent_crc(g_529.f1, "g_529.f1", print_hash_value);
    transparent_crc(g_529.f2, "g_529.f2", print_hash_value);
    transparent_crc(g_529.f3, "g_529.f3", print_hash_value);
    transparent_crc(g_529.f4, "g_529.f4", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 165
   depth: 1, occurrence: 15
XXX total union variables: 0

XXX max expression depth: 22
breakdown:
   depth: 1, occurrence: 111
   depth: 2, occurrence: 26
   depth: 3, occurrence: 3
   depth: 4, occurrence: 3
   depth: 7, occurrence: 1
   depth: 8, occurrence: 1
   depth: 9, occurrence: 1
   depth: 10, occurrence: 4
   depth: 11, occurrence: 1
   depth: 12, occurrence: 1
   depth: 13, occurrence: 2
   depth: 16, occurrence: 1
   depth: 17, occurrence: 2
   depth: 18, occurrence: 1
   depth: 20, occurrence: 2
   depth: 22, occurrence: 1

XXX total number of pointers: 157

XXX times a variable address is taken: 266
XXX times a pointer is dereferenced on RHS: 46
breakdown:
   depth: 1, occurrence: 39
   depth: 2, occurrence: 5
   depth: 3, occurrence: 2
XXX times a pointer is dereferenced on LHS: 73
breakdown:
   depth: 1, occurrence: 72
   depth: 2, occurrence: 1
XXX times a pointer is compared with null: 8
XXX times a pointer is compared with address of another variable: 6
XXX times a pointer is compared with another pointer: 3
XXX times a pointer is qualified to be dereferenced: 2663

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 267
   level: 2, occurrence: 23
   level: 3, occurrence: 56
XXX number of pointers point to pointers: 36
XXX number of pointers point to scalars: 103
XXX number of pointers point to structs: 18
XXX percent of pointers has null in alias set: 30.6
XXX average alias set size: 1.4

XXX times a non-volatile is read: 367
XXX times a non-volatile is write: 237
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 1
XXX backward jumps: 6

XXX stmts: 106
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 15
   depth: 1, occurrence: 22
   depth: 2, occurrence: 25
   depth: 3, occurrence: 44

XXX percentage a fresh-made variable is used: 19.2
XXX percentage an existing variable is used: 80.8
********************* end of statistics **********************/

