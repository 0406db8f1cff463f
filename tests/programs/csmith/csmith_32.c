/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 32 -o csmith_32.c
 * Seed:      32
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_2[10][3] = {{6L,0x8BBCA631L,6L},{0xAB3E90A6L,0x47DC4B4EL,0xAB3E90A6L},{6L,0x8BBCA631L,6L},{0xAB3E90A6L,0x47DC4B4EL,0xAB3E90A6L},{6L,0x8BBCA631L,6L},{0xAB3E90A6L,0x47DC4B4EL,0xAB3E90A6L},{6L,0x8BBCA631L,6L},{0xAB3E90A6L,0x47DC4B4EL,0xAB3E90A6L},{6L,0x8BBCA631L,6L},{0xAB3E90A6L,0x47DC4B4EL,0xAB3E90A6L}};
static int8_t g_5[3] = {3L,3L,3L};
static int32_t g_6 = 0x950707DFL;
static uint16_t g_14[6][2] = {{1UL,1UL},{1UL,1UL},{1UL,1UL},{1UL,1UL},{1UL,1UL},{1UL,1UL}};
static int32_t g_17 = 5L;
static int32_t *g_26 = &g_17;
static int32_t **g_25 = &g_26;
static int32_t *g_53[9][4] = {{(void*)0,(void*)0,(void*)0,(void*)0},{&g_2[6][0],&g_2[6][0],(void*)0,&g_2[6][0]},{&g_17,&g_2[6][0],(void*)0,(void*)0},{(void*)0,(void*)0,&g_2[6][0],(void*)0},{&g_2[6][0],(void*)0,(void*)0,(void*)0},{(void*)0,&g_2[6][0],&g_17,&g_2[6][0]},{(void*)0,&g_2[6][0],&g_2[6][0],(void*)0},{(void*)0,(void*)0,&g_17,&g_2[6][0]},{(void*)0,(void*)0,(void*)0,&g_2[6][2]}};
static int32_t **g_52 = &g_53[4][1];
static int16_t g_56 = 0x77C1L;
static int32_t g_99[8] = {0xDA34CB06L,0xDA34CB06L,0xDA34CB06L,0xDA34CB06L,0xDA34CB06L,0xDA34CB06L,0xDA34CB06L,0xDA34CB06L};
static int64_t g_183 = (-5L);
static uint8_t g_188 = 0xE9L;
static uint64_t g_241 = 0x142E3BCCD2FC28A9LL;
static int32_t g_275 = 0L;
static uint16_t *g_297 = &g_14[5][0];
static uint16_t **g_296 = &g_297;
static const int32_t g_316 = 0x24B5834CL;
static const int32_t *g_315 = &g_316;
static const int32_t **g_314 = &g_315;
static int16_t **g_343 = (void*)0;
static uint32_t g_365 = 1UL;


/* --- FORWARD DECLARATIONS --- */
static int8_t  func_1(void);
static int32_t ** func_20(uint32_t  p_21, int32_t  p_22);
static uint16_t  func_34(uint32_t  p_35, int32_t * p_36, int32_t  p_37, int32_t  p_38, int8_t  p_39);
static int32_t  func_41(uint16_t * p_42);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_6 g_5 g_14 g_17 g_52 g_99 g_183 g_275 g_25 g_26 g_188 g_343 g_296 g_316 g_297 g_314 g_315
 * writes: g_2 g_6 g_17 g_53 g_56 g_275 g_188 g_343 g_297 g_365 g_315
 */
static int8_t  func_1(void)
{ /* block id: 0 */
    int64_t l_15 = (-1L);
    const int32_t *l_29 = (void*)0;
    const int32_t **l_28 = &l_29;
    uint8_t l_40 = 0x9FL;
    uint16_t *l_43 = &g_14[1][1];
    uint32_t l_170 = 0x78E8836BL;
    int32_t l_195 = 9L;
    int32_t l_198 = 6L;
    int32_t l_220 = (-1L);
    int8_t l_223 = 0xAAL;
    int32_t l_224 = 0x425CC560L;
    int32_t l_226 = 1L;
    int32_t l_227 = 0x6BD3AC70L;
    int32_t l_228 = 0x000DFB2DL;
    int32_t l_229 = 4L;
    int32_t l_231[10][7] = {{0L,0L,0L,8L,0xCB8E0561L,8L,0L},{8L,8L,(-1L),0xC048E1D8L,0xF0C47C60L,1L,0x5ED5C099L},{0x679C8553L,0x5A89C14EL,7L,0xDCC5206AL,0xDCC5206AL,7L,0x5A89C14EL},{(-1L),1L,8L,0xFD7715F6L,0xF0C47C60L,(-1L),0xC048E1D8L},{7L,0L,0xCB8E0561L,0x5A89C14EL,0xCB8E0561L,0L,7L},{0xC048E1D8L,(-1L),0xF0C47C60L,0xFD7715F6L,8L,1L,(-1L)},{0x5A89C14EL,7L,0xDCC5206AL,0xDCC5206AL,7L,0x5A89C14EL,0x679C8553L},{0x5ED5C099L,1L,0xF0C47C60L,0xC048E1D8L,(-1L),8L,8L},{0L,8L,0xCB8E0561L,8L,0L,0L,0L},{0x6888C05FL,1L,8L,(-1L),0xFD7715F6L,0x5ED5C099L,0xFD7715F6L}};
    int32_t *l_248 = &l_198;
    uint32_t l_259[7][3] = {{0UL,0x17D8A5F0L,0UL},{18446744073709551611UL,18446744073709551611UL,18446744073709551611UL},{0UL,0x17D8A5F0L,0UL},{18446744073709551611UL,18446744073709551611UL,18446744073709551611UL},{0UL,0x17D8A5F0L,0UL},{18446744073709551611UL,18446744073709551611UL,18446744073709551611UL},{0UL,0x17D8A5F0L,0UL}};
    int16_t *l_272 = (void*)0;
    int16_t *l_273 = &g_56;
    int64_t l_274 = (-1L);
    uint64_t l_320 = 5UL;
    uint16_t l_359 = 0xAB95L;
    int i, j;
    for (g_2[6][0] = 27; (g_2[6][0] == (-27)); g_2[6][0] = safe_sub_func_uint32_t_u_u(g_2[6][0], 8))
    { /* block id: 3 */
        int32_t *l_19 = &g_17;
        int32_t ***l_27 = &g_25;
        uint16_t **l_44 = &l_43;
        int32_t l_189 = 1L;
        int32_t l_216 = (-5L);
        int32_t l_217 = 0xEFD678DBL;
        int32_t l_218 = 0x84143BCCL;
        int32_t l_221 = 0x4655A230L;
        int32_t l_222[9] = {0x110CBC17L,0x110CBC17L,0x110CBC17L,0x110CBC17L,0x110CBC17L,0x110CBC17L,0x110CBC17L,0x110CBC17L,0x110CBC17L};
        int8_t l_225[1][4] = {{(-1L),(-1L),(-1L),(-1L)}};
        uint32_t l_232 = 0x1BD201EBL;
        int16_t *l_244 = &g_56;
        uint32_t l_245[3][3] = {{0UL,0UL,1UL},{0UL,0UL,1UL},{0UL,0UL,1UL}};
        int i, j;
        for (g_6 = 2; (g_6 >= 0); g_6 -= 1)
        { /* block id: 6 */
            uint16_t *l_13[3];
            int32_t *l_16 = &g_17;
            int32_t **l_18[1];
            int i;
            for (i = 0; i < 3; i++)
                l_13[i] = &g_14[1][1];
            for (i = 0; i < 1; i++)
                l_18[i] = &l_16;
            (*l_16) = (safe_sub_func_int16_t_s_s(g_5[g_6], ((safe_lshift_func_int8_t_s_s(0L, (((l_15 |= g_2[6][2]) | (1L != ((&g_14[5][0] != &g_14[1][1]) ^ g_6))) ^ g_14[1][1]))) ^ g_2[6][0])));
            l_19 = (void*)0;
            return g_17;
        }
    }
    if ((safe_div_func_int16_t_s_s((safe_mul_func_int16_t_s_s(3L, (g_275 = (safe_mul_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u((((*g_52) = (void*)0) != (void*)0), (g_99[5] < ((*l_273) = (*l_248))))), l_274)), 5UL))))), g_183)))
    { /* block id: 151 */
        uint16_t l_278 = 0x29ADL;
        uint8_t *l_282 = &g_188;
        int32_t l_283[3][10] = {{2L,2L,0L,2L,2L,0L,2L,2L,0L,2L},{2L,9L,9L,2L,9L,9L,2L,9L,9L,2L},{9L,2L,9L,9L,2L,9L,9L,2L,9L,9L}};
        const int32_t **l_313 = &l_29;
        int32_t l_363 = 0xC4523805L;
        int i, j;
        if (((((((safe_lshift_func_int8_t_s_s((((void*)0 == &l_43) , (l_278 ^= g_5[2])), (~((safe_mul_func_uint8_t_u_u(((*l_282) = g_183), (l_283[0][8] > g_14[1][1]))) & g_14[3][0])))) >= g_14[1][1]) | g_2[2][1]) , l_283[1][5]) || g_275) , l_283[0][6]))
        { /* block id: 154 */
            int32_t **l_284 = (void*)0;
            const int8_t *l_295 = &g_5[0];
            int32_t l_298 = (-1L);
            int32_t l_323 = (-7L);
            int32_t l_324 = 0L;
            int32_t l_325 = 0L;
            int32_t l_326[8][3] = {{0x2A857ABAL,(-9L),0x543E3075L},{1L,0L,(-9L)},{(-1L),0x543E3075L,1L},{0L,1L,1L},{0x2A857ABAL,0L,(-9L)},{(-1L),(-1L),(-1L)},{0x2A857ABAL,(-1L),0L},{0L,(-1L),0x2A857ABAL}};
            uint32_t l_327 = 0x470653C7L;
            int i, j;
            (**g_25) = ((*l_248) = (&g_26 != l_284));
        }
        else
        { /* block id: 185 */
            const int8_t l_340 = (-1L);
            uint16_t *l_358[4][3] = {{&l_278,&l_278,&l_278},{&g_14[0][0],&g_14[1][1],&g_14[0][0]},{&l_278,&l_278,&l_278},{&g_14[0][0],&g_14[1][1],&g_14[0][0]}};
            int i, j;
            if (l_340)
            { /* block id: 186 */
                int16_t ***l_344 = (void*)0;
                int16_t ***l_345 = &g_343;
                int32_t l_360[5][8] = {{1L,1L,0x8E4BD243L,1L,1L,0x8E4BD243L,1L,1L},{0x0CA24AB2L,1L,0x0CA24AB2L,0x0CA24AB2L,1L,0x0CA24AB2L,0x0CA24AB2L,1L},{1L,0x0CA24AB2L,0x0CA24AB2L,1L,0x0CA24AB2L,0x0CA24AB2L,1L,0x0CA24AB2L},{1L,1L,0x8E4BD243L,1L,1L,0x8E4BD243L,1L,1L},{0x0CA24AB2L,1L,0x0CA24AB2L,0x0CA24AB2L,1L,0x0CA24AB2L,0x0CA24AB2L,1L}};
                int i, j;
                (**g_25) = (safe_rshift_func_uint16_t_u_s(l_340, 5));
                (*l_313) = (g_188 , (*g_25));
                if (g_17)
                    goto lbl_346;
lbl_346:
                (*l_345) = g_343;
                (*g_26) = ((safe_rshift_func_uint16_t_u_s((safe_rshift_func_uint16_t_u_s(((safe_mul_func_uint8_t_u_u((safe_div_func_uint8_t_u_u((((safe_unary_minus_func_int8_t_s((((*l_248) < (((safe_mod_func_uint8_t_u_u((((*g_296) = (((((void*)0 != &g_241) >= ((((*l_248) , g_14[1][1]) < 0x0FL) == 0x284FL)) && 0x12807B3F76F243D8LL) , l_43)) != l_358[3][1]), g_183)) , 18446744073709551611UL) >= l_340)) , l_359))) | 0x48E6E6E3DF97D46CLL) , l_360[1][4]), g_99[6])), 1UL)) & 3L), (*l_29))), g_2[7][2])) == 0x9A99503CL);
            }
            else
            { /* block id: 193 */
                uint32_t *l_364 = &g_365;
                (*l_248) |= (((void*)0 != &g_343) || g_316);
                (*l_248) ^= ((g_17 | (0x22ADF35EL != ((*l_364) = (((safe_add_func_int32_t_s_s(l_363, 0xB92CAF59L)) && ((1UL >= 4294967293UL) || l_340)) >= g_99[2])))) , (*g_26));
                return l_283[0][8];
            }
        }
        return g_99[6];
    }
    else
    { /* block id: 201 */
        uint64_t l_373 = 0xB5EA7516BC8E85CCLL;
        for (l_359 = 0; (l_359 <= 1); l_359 += 1)
        { /* block id: 204 */
            uint16_t l_366 = 65535UL;
            int32_t l_367 = 0x30FAF282L;
            int32_t l_372[8] = {0xA46128A7L,0xA46128A7L,0xA46128A7L,0xA46128A7L,0xA46128A7L,0xA46128A7L,0xA46128A7L,0xA46128A7L};
            int i;
            (**g_25) = ((l_366 && (*g_297)) < 0x95536CB472056563LL);
            for (l_198 = 1; (l_198 >= 0); l_198 -= 1)
            { /* block id: 208 */
                int32_t *l_368 = &l_226;
                int32_t *l_369 = &g_17;
                int32_t *l_370 = (void*)0;
                int32_t *l_371[3];
                int i;
                for (i = 0; i < 3; i++)
                    l_371[i] = (void*)0;
                l_373--;
            }
        }
    }
    (*g_314) = (*g_314);
    return g_99[6];
}


/* ------------------------------------------ */
/* 
 * reads : g_2 g_17 g_25
 * writes: g_17 g_6
 */
static int32_t ** func_20(uint32_t  p_21, int32_t  p_22)
{ /* block id: 12 */
    int32_t *l_23[3][8] = {{&g_2[6][0],(void*)0,&g_6,&g_17,&g_17,&g_17,&g_17,&g_6},{&g_2[7][0],&g_2[7][0],(void*)0,&g_17,&g_17,&g_17,&g_2[7][2],&g_17},{&g_2[6][0],&g_6,&g_17,&g_6,&g_2[6][0],&g_2[3][0],&g_2[7][0],&g_17}};
    int32_t **l_24 = &l_23[1][7];
    int i, j;
    g_6 = (g_17 ^= g_2[6][2]);
    p_22 ^= g_2[6][0];
    return g_25;
}


/* ------------------------------------------ */
/* 
 * reads : g_17 g_26 g_99 g_2 g_6 g_14
 * writes: g_183 g_6
 */
static uint16_t  func_34(uint32_t  p_35, int32_t * p_36, int32_t  p_37, int32_t  p_38, int8_t  p_39)
{ /* block id: 105 */
    int8_t l_181 = (-4L);
    int64_t *l_182[3][10] = {{&g_183,&g_183,&g_183,&g_183,&g_183,&g_183,&g_183,&g_183,&g_183,&g_183},{&g_183,&g_183,&g_183,&g_183,&g_183,&g_183,&g_183,&g_183,&g_183,&g_183},{&g_183,&g_183,&g_183,&g_183,&g_183,&g_183,&g_183,&g_183,&g_183,&g_183}};
    int32_t *l_184 = &g_6;
    uint16_t *l_185 = (void*)0;
    uint16_t *l_186[3];
    int32_t l_187[1];
    int i, j;
    for (i = 0; i < 3; i++)
        l_186[i] = (void*)0;
    for (i = 0; i < 1; i++)
        l_187[i] = 0x14F71B67L;
    if ((((*p_36) | ((safe_mul_func_int16_t_s_s(p_38, ((((l_187[0] &= (safe_sub_func_int32_t_s_s((*g_26), ((*l_184) = (safe_lshift_func_uint8_t_u_s((((safe_mod_func_uint8_t_u_u((((safe_sub_func_uint64_t_u_u(g_99[3], (g_183 = ((((((void*)0 != &g_14[1][1]) , p_39) == l_181) , 0L) , 0L)))) < g_2[6][0]) || p_37), 4UL)) < p_37) == l_181), g_99[4])))))) <= p_35) | g_2[6][0]) | 8L))) , 4294967290UL)) , (*l_184)))
    { /* block id: 109 */
        return p_39;
    }
    else
    { /* block id: 111 */
        return g_14[5][1];
    }
}


/* ------------------------------------------ */
/* 
 * reads : g_14 g_6 g_2 g_26 g_56 g_17 g_52 g_5 g_25 g_99 g_53
 * writes: g_52 g_56 g_17 g_14 g_5 g_99 g_53 g_6
 */
static int32_t  func_41(uint16_t * p_42)
{ /* block id: 25 */
    uint64_t l_49 = 0UL;
    int32_t **l_50 = &g_26;
    int32_t ***l_51[5] = {&l_50,&l_50,&l_50,&l_50,&l_50};
    int16_t *l_54 = (void*)0;
    int16_t *l_55 = &g_56;
    uint8_t l_57 = 255UL;
    int64_t l_142 = 0x904D00042A17331CLL;
    uint16_t *l_167 = &g_14[1][1];
    uint16_t **l_166 = &l_167;
    int i;
lbl_109:
    (**l_50) = (((safe_mod_func_uint32_t_u_u(((((*l_55) = (((safe_mod_func_uint32_t_u_u(l_49, (((l_49 >= ((((g_52 = l_50) == &g_53[3][1]) | g_14[1][1]) , 1L)) & 0x7C1471C2L) | 4L))) < g_14[1][1]) ^ (-7L))) >= 0xED6CL) , g_6), 0xEC8E4446L)) || g_14[1][1]) < g_2[6][0]);
    ++l_57;
    for (g_56 = 20; (g_56 == (-28)); g_56 = safe_sub_func_int16_t_s_s(g_56, 9))
    { /* block id: 32 */
        uint64_t l_65 = 18446744073709551614UL;
        int32_t l_70 = 0xA1293870L;
        int32_t l_75 = 5L;
        int8_t *l_97[3][4];
        uint32_t *l_98 = (void*)0;
        int i, j;
        for (i = 0; i < 3; i++)
        {
            for (j = 0; j < 4; j++)
                l_97[i][j] = &g_5[2];
        }
        l_75 &= (g_14[1][1] , (safe_unary_minus_func_int32_t_s((safe_mul_func_int8_t_s_s((((l_65 = 4L) | (safe_rshift_func_uint16_t_u_s((safe_rshift_func_uint16_t_u_u((**l_50), (l_70 <= ((safe_sub_func_int32_t_s_s(((((((safe_add_func_int32_t_s_s(0x0DEE2C54L, l_70)) || l_70) == l_70) , (void*)0) != (void*)0) <= l_70), l_70)) & l_70)))), 7))) , g_14[5][1]), g_2[6][0])))));
        (**g_25) = ((**g_52) | (safe_div_func_uint64_t_u_u((l_70 | (g_99[6] = ((safe_lshift_func_uint16_t_u_u((*p_42), 2)) || (safe_lshift_func_uint16_t_u_u(((((((safe_mod_func_uint32_t_u_u(l_65, ((safe_div_func_int16_t_s_s(((safe_rshift_func_int8_t_s_s((g_5[2] &= (safe_mod_func_uint32_t_u_u((((((--(*p_42)) < (safe_unary_minus_func_uint32_t_u(((((l_75 = (safe_lshift_func_uint16_t_u_s((safe_lshift_func_int8_t_s_s(g_6, g_6)), g_17))) >= l_70) , g_2[5][1]) == l_65)))) , 1UL) && g_2[6][0]) , l_75), 0x13389D4FL))), 2)) != 1L), l_70)) & g_17))) , l_75) <= (-8L)) , 0xE5BAC90574D26467LL) != l_65) ^ (-2L)), l_70))))), 0x316AA2C9F03B65DDLL)));
        (**g_52) = l_75;
        l_75 &= (**g_25);
    }
    for (g_17 = 0; (g_17 <= 1); g_17 += 1)
    { /* block id: 45 */
        int32_t *l_100 = &g_17;
        int32_t ***l_133 = (void*)0;
        int32_t l_137 = 1L;
        int32_t l_138 = 6L;
        int32_t l_148 = 0xEB179A86L;
        int i;
        if (((((*g_25) == (l_100 = l_100)) != ((g_99[(g_17 + 1)] , (((*p_42) |= g_6) & ((g_56 , 65531UL) | 1UL))) <= 65527UL)) != g_5[2]))
        { /* block id: 48 */
            uint8_t l_105 = 0x6FL;
            int32_t l_108 = 0x2032B9FEL;
            uint64_t *l_120 = (void*)0;
            uint64_t *l_121 = &l_49;
            int32_t l_136 = 4L;
            if (((safe_sub_func_uint8_t_u_u((((((((safe_lshift_func_uint16_t_u_s(1UL, ((*p_42) , 0x4DD2L))) | g_99[6]) , &p_42) == (void*)0) , (*l_100)) && (-1L)) != l_105), g_2[6][0])) ^ (**l_50)))
            { /* block id: 49 */
                l_108 ^= (safe_mul_func_int16_t_s_s((g_56 = g_2[6][0]), g_5[2]));
                l_100 = (void*)0;
            }
            else
            { /* block id: 53 */
                uint8_t l_110[2];
                int i;
                for (i = 0; i < 2; i++)
                    l_110[i] = 0xAFL;
                l_108 = (**g_52);
                if (l_57)
                    goto lbl_109;
                --l_110[0];
            }
            if ((safe_mul_func_int8_t_s_s(0xE1L, ((0x914DL || (safe_mul_func_int16_t_s_s((((safe_rshift_func_uint16_t_u_s((safe_unary_minus_func_int16_t_s(((**l_50) || ((*l_121) = g_14[5][0])))), ((((0xEBL && (-3L)) != (*p_42)) ^ g_14[2][0]) <= g_17))) <= 7UL) != 0x765359DEL), (**l_50)))) || (**l_50)))))
            { /* block id: 59 */
                uint64_t l_122 = 1UL;
                int32_t l_134 = 0x932AA677L;
                int32_t l_135 = (-9L);
                uint32_t l_139 = 0x7743CD8DL;
                --l_122;
                l_136 |= ((safe_unary_minus_func_uint8_t_u((l_108 = (safe_div_func_uint8_t_u_u(((+(safe_mul_func_int8_t_s_s((g_2[2][2] < l_122), g_17))) | (l_135 = (l_134 = (safe_mod_func_uint16_t_u_u((&l_50 == l_133), 6UL))))), l_122))))) >= 0L);
                l_139--;
                l_135 = (l_138 |= 6L);
            }
            else
            { /* block id: 68 */
                uint64_t l_145 = 18446744073709551608UL;
                l_136 = (l_142 ^ (safe_sub_func_int64_t_s_s(0L, (((l_145 , (safe_mod_func_uint8_t_u_u(((**l_50) > g_17), l_105))) | l_108) > 18446744073709551609UL))));
                if ((**g_52))
                    break;
                g_53[4][1] = (*g_25);
                l_138 |= (g_53[2][1] == g_26);
            }
        }
        else
        { /* block id: 74 */
            uint32_t l_149 = 0xB023839CL;
            int32_t *l_150 = &l_148;
            int32_t l_165 = 0x5B47AC94L;
            l_149 = l_148;
            for (l_49 = 0; (l_49 <= 1); l_49 += 1)
            { /* block id: 78 */
                int i, j;
                return g_14[l_49][l_49];
            }
            l_150 = (void*)0;
            l_165 = (((((safe_mul_func_int8_t_s_s(((*p_42) | (safe_rshift_func_uint8_t_u_u((safe_rshift_func_int8_t_s_u(((safe_lshift_func_uint8_t_u_u(((safe_sub_func_int64_t_s_s((((void*)0 == p_42) & l_149), (((safe_add_func_uint32_t_u_u(((((((((*l_100) >= g_17) && 0UL) , (**l_50)) == 1L) && (*l_100)) < (-1L)) , 1UL), l_149)) > g_2[1][1]) < 0xCDCD6FD788535DF7LL))) || 0L), g_99[2])) || (-9L)), 3)), 4))), g_56)) || 0x67L) < l_149) , g_2[6][0]) | 0xC73AE872CB338217LL);
        }
        if ((l_137 = ((-1L) == g_99[6])))
        { /* block id: 85 */
            for (l_49 = 0; (l_49 <= 3); l_49 += 1)
            { /* block id: 88 */
                int i, j;
                return g_14[g_17][g_17];
            }
            for (g_6 = 7; (g_6 >= 0); g_6 -= 1)
            { /* block id: 93 */
                int i, j;
                return g_14[(g_17 + 3)][g_17];
            }
        }
        else
        { /* block id: 96 */
            uint16_t ***l_168 = &l_166;
            int32_t l_169 = 0xDA0880A1L;
            (*l_168) = l_166;
            return l_169;
        }
        l_148 |= (g_14[1][1] >= (((*l_55) = 0L) , ((void*)0 == &g_26)));
        for (g_6 = 0; g_6 < 3; g_6 += 1)
        {
            g_5[g_6] = 0x56L;
        }
    }
    return g_17;
}




/* ---------------------------------------- */
int main (void)
{
    int i, j;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_2[i][j], "g_2[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_5[i], "g_5[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_6, "g_6", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_14[i][j], "g_14[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_17, "g_17", print_hash_value);
    transparent_crc(g_56, "g_56", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_99[i], "g_99[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_183, "g_183", print_hash_value);
    transparent_crc(g_188, "g_188", print_hash_value);
    transparent_crc(g_241, "g_241", print_hash_value);
    transparent_crc(g_275, "g_275", print_hash_value);
    transparent_crc(g_316, "g_316", print_hash_value);
    transparent_crc(g_365, "g_365", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 94
XXX total union variables: 0

XXX max expression depth: 31
breakdown:
   depth: 1, occurrence: 70
   depth: 2, occurrence: 14
   depth: 3, occurrence: 5
   depth: 5, occurrence: 1
   depth: 8, occurrence: 1
   depth: 10, occurrence: 2
   depth: 11, occurrence: 4
   depth: 14, occurrence: 2
   depth: 17, occurrence: 2
   depth: 23, occurrence: 1
   depth: 24, occurrence: 1
   depth: 25, occurrence: 1
   depth: 31, occurrence: 1

XXX total number of pointers: 95

XXX times a variable address is taken: 108
XXX times a pointer is dereferenced on RHS: 46
breakdown:
   depth: 1, occurrence: 32
   depth: 2, occurrence: 13
   depth: 3, occurrence: 1
XXX times a pointer is dereferenced on LHS: 54
breakdown:
   depth: 1, occurrence: 41
   depth: 2, occurrence: 11
   depth: 3, occurrence: 2
XXX times a pointer is compared with null: 9
XXX times a pointer is compared with address of another variable: 3
XXX times a pointer is compared with another pointer: 3
XXX times a pointer is qualified to be dereferenced: 1404

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 135
   level: 2, occurrence: 96
   level: 3, occurrence: 7
XXX number of pointers point to pointers: 24
XXX number of pointers point to scalars: 71
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 35.8
XXX average alias set size: 1.2

XXX times a non-volatile is read: 296
XXX times a non-volatile is write: 186
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 1
XXX backward jumps: 2

XXX stmts: 69
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 13
   depth: 1, occurrence: 14
   depth: 2, occurrence: 17
   depth: 3, occurrence: 25

XXX percentage a fresh-made variable is used: 16.5
XXX percentage an existing variable is used: 83.5
********************* end of statistics **********************/

