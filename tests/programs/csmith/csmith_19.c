/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 19 -o csmith_19.c
 * Seed:      19
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_3 = (-8L);
static int32_t g_4 = (-1L);
static int32_t g_5 = 0x4543BEB7L;
static uint64_t g_32 = 0x43AF7806AA1C33C0LL;
static uint64_t g_38 = 18446744073709551613UL;
static uint64_t *g_37 = &g_38;
static int8_t g_59 = 0xACL;
static uint16_t g_81 = 0x676DL;
static uint64_t g_98 = 0UL;
static uint8_t g_99 = 0x25L;
static int16_t g_106 = 0x3CE5L;
static uint32_t g_117 = 0xAC0D4F8AL;
static const int8_t g_123 = (-6L);
static uint32_t g_139 = 0x4A321833L;
static int32_t g_150 = 0x7FBE72DCL;
static int32_t *g_171[5][1] = {{&g_150},{&g_150},{&g_150},{&g_150},{&g_150}};
static int32_t **g_192[9] = {&g_171[4][0],&g_171[4][0],&g_171[4][0],&g_171[4][0],&g_171[4][0],&g_171[4][0],&g_171[4][0],&g_171[4][0],&g_171[4][0]};
static int32_t ***g_191 = &g_192[8];
static int32_t * const *g_245[3][2] = {{&g_171[4][0],&g_171[4][0]},{&g_171[4][0],&g_171[4][0]},{&g_171[4][0],&g_171[4][0]}};
static int32_t * const **g_244 = &g_245[1][1];
static int32_t * const ***g_243 = &g_244;
static int32_t g_321 = 0xF64CF5CFL;
static int16_t g_358 = 0x31A8L;
static const uint32_t g_373 = 0x2A8B3403L;
static int16_t g_390 = 0x1548L;
static uint64_t g_392 = 9UL;
static uint32_t g_406[6][4] = {{1UL,0x03349BFFL,5UL,5UL},{7UL,7UL,1UL,5UL},{0xD29F0869L,0x03349BFFL,0xD29F0869L,1UL},{0xD29F0869L,1UL,1UL,0xD29F0869L},{7UL,1UL,5UL,1UL},{1UL,0x03349BFFL,5UL,5UL}};
static int8_t *g_408 = (void*)0;
static int8_t *g_410 = &g_59;


/* --- FORWARD DECLARATIONS --- */
static int16_t  func_1(void);
static int8_t  func_23(int32_t  p_24, uint8_t  p_25, int32_t  p_26);
static int64_t  func_33(const int32_t  p_34, int16_t  p_35, uint64_t * p_36);
static uint64_t * func_45(uint32_t  p_46, uint64_t * p_47, uint32_t  p_48);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3 g_4 g_5 g_37 g_38 g_32 g_191 g_192 g_171 g_150 g_244 g_245
 * writes: g_3 g_4 g_5 g_150 g_171
 */
static int16_t  func_1(void)
{ /* block id: 0 */
    int32_t l_2[2];
    int i;
    for (i = 0; i < 2; i++)
        l_2[i] = 0x99FF6065L;
    for (g_3 = 1; (g_3 >= 0); g_3 -= 1)
    { /* block id: 3 */
        int32_t l_30[3];
        int32_t l_435 = 0x9DBF96A9L;
        int32_t l_436 = 0L;
        uint16_t l_442 = 0xB90EL;
        uint64_t ***l_449 = (void*)0;
        uint64_t ****l_448 = &l_449;
        int32_t **l_463 = &g_171[1][0];
        int i;
        for (i = 0; i < 3; i++)
            l_30[i] = 1L;
        for (g_4 = 1; (g_4 >= 0); g_4 -= 1)
        { /* block id: 6 */
            int32_t l_22 = 0xD82C32B9L;
            int32_t l_458 = (-4L);
            int32_t l_459[2];
            int i;
            for (i = 0; i < 2; i++)
                l_459[i] = 0xEBD7A874L;
            for (g_5 = 1; (g_5 >= 0); g_5 -= 1)
            { /* block id: 9 */
                uint64_t *l_31 = &g_32;
                int8_t *l_434 = &g_59;
                int i;
            }
            if (l_22)
            { /* block id: 184 */
                int64_t l_447[8];
                int i;
                for (i = 0; i < 8; i++)
                    l_447[i] = 0L;
                (***g_191) |= (safe_unary_minus_func_int8_t_s((0x72DE8AE65E830980LL <= ((safe_mul_func_uint16_t_u_u((safe_add_func_int8_t_s_s(l_442, (((safe_div_func_int16_t_s_s((0x0B370B47D4AAA910LL || ((safe_mul_func_int8_t_s_s((((*g_37) | (0x002CL | 65535UL)) || 1L), 0xECL)) , l_447[2])), 0x54BFL)) && l_442) <= l_30[1]))), l_2[1])) & g_32))));
            }
            else
            { /* block id: 186 */
                uint64_t *****l_450 = &l_448;
                int32_t l_451 = 0x6A2D0B87L;
                int32_t *l_452 = &l_451;
                int32_t *l_453 = (void*)0;
                int32_t *l_454 = &g_321;
                int32_t *l_455 = &g_321;
                int32_t *l_456 = &l_2[1];
                int32_t *l_457[3];
                uint32_t l_460 = 0xA155B454L;
                int i;
                for (i = 0; i < 3; i++)
                    l_457[i] = &l_435;
                (*l_450) = l_448;
                l_460--;
                (**g_191) = (**g_191);
            }
        }
        (*l_463) = (**g_244);
    }
    return g_4;
}


/* ------------------------------------------ */
/* 
 * reads : g_139 g_99 g_37 g_32 g_38 g_81 g_106 g_123 g_191 g_192 g_117 g_321 g_4 g_98 g_3 g_150 g_373 g_392 g_390
 * writes: g_106 g_99 g_37 g_171 g_321 g_358 g_392 g_59 g_406 g_408 g_410 g_117
 */
static int8_t  func_23(int32_t  p_24, uint8_t  p_25, int32_t  p_26)
{ /* block id: 107 */
    int32_t l_256 = 0L;
    int32_t l_257[4][9] = {{0L,1L,(-10L),1L,(-10L),(-10L),1L,(-10L),(-10L)},{0L,0x056A2D9FL,0x056A2D9FL,0L,0x056A2D9FL,0x056A2D9FL,0L,0x056A2D9FL,0x056A2D9FL},{1L,(-10L),(-10L),1L,(-10L),(-10L),1L,(-10L),(-10L)},{0L,0x056A2D9FL,0x056A2D9FL,0L,0x056A2D9FL,0x056A2D9FL,0L,0x056A2D9FL,0x056A2D9FL}};
    int32_t *l_258[5] = {&g_150,&g_150,&g_150,&g_150,&g_150};
    int8_t l_259 = 0L;
    uint32_t l_260 = 1UL;
    uint64_t *l_296[3][6] = {{&g_98,&g_38,&g_98,&g_32,&g_32,&g_98},{&g_32,&g_32,&g_98,&g_38,&g_98,&g_98},{&g_38,&g_98,&g_98,&g_98,&g_38,&g_98}};
    uint64_t *l_297 = &g_32;
    uint64_t l_319[9][6] = {{1UL,1UL,3UL,0x90A7445F68AD908FLL,2UL,18446744073709551607UL},{8UL,0xB8B55A1425B391CDLL,2UL,18446744073709551614UL,0x58CBF984464595A1LL,3UL},{1UL,8UL,2UL,6UL,1UL,18446744073709551607UL},{18446744073709551615UL,6UL,3UL,1UL,3UL,6UL},{1UL,3UL,6UL,18446744073709551615UL,18446744073709551611UL,7UL},{6UL,2UL,8UL,1UL,18446744073709551614UL,0xD8ABC470AE17FB4FLL},{18446744073709551614UL,2UL,0xB8B55A1425B391CDLL,8UL,18446744073709551611UL,18446744073709551612UL},{0x90A7445F68AD908FLL,3UL,1UL,1UL,3UL,0x90A7445F68AD908FLL},{7UL,6UL,1UL,18446744073709551612UL,1UL,18446744073709551615UL}};
    uint32_t l_348 = 0x675F0527L;
    uint32_t l_414 = 0UL;
    int32_t * const l_423 = (void*)0;
    uint32_t l_428 = 0x357CCE11L;
    int i, j;
lbl_322:
    --l_260;
    for (g_106 = 0; (g_106 != 18); g_106 = safe_add_func_int32_t_s_s(g_106, 1))
    { /* block id: 111 */
        const int32_t l_267 = (-7L);
        int32_t *** const *l_268 = (void*)0;
        uint8_t *l_281 = (void*)0;
        uint8_t *l_282 = &g_99;
        uint32_t l_289 = 0xD3135C6DL;
        uint64_t l_302 = 18446744073709551611UL;
        int8_t l_303 = 0x76L;
        const uint64_t l_317 = 0xFEF35BE7F5280B41LL;
        int32_t l_343 = 0xD0FBC608L;
        int16_t l_405 = 0L;
        int32_t l_407 = (-7L);
        int8_t l_417 = (-10L);
        int32_t l_426[8];
        int i;
        for (i = 0; i < 8; i++)
            l_426[i] = 3L;
        for (l_256 = 0; (l_256 >= 15); l_256 = safe_add_func_int8_t_s_s(l_256, 9))
        { /* block id: 114 */
            int32_t *** const **l_269 = &l_268;
            (*l_269) = (l_267 , l_268);
            p_26 = (safe_mul_func_uint8_t_u_u(g_139, 0xDFL));
        }
        if ((safe_mod_func_uint64_t_u_u((safe_sub_func_int16_t_s_s(((safe_sub_func_uint64_t_u_u((!(safe_mod_func_uint64_t_u_u((((*l_282) &= 0x73L) > (((0x6CBA3FD38586082BLL <= (((safe_rshift_func_uint8_t_u_s((((void*)0 != &l_267) , ((safe_mod_func_uint64_t_u_u((safe_lshift_func_int8_t_s_u((0UL & g_139), p_24)), (*g_37))) >= p_26)), 2)) <= g_81) || p_24)) , 7UL) & p_26)), 0x67E5EB967A072E58LL))), 0xFB83DF84B3746713LL)) , g_106), p_25)), l_289)))
        { /* block id: 119 */
            uint64_t *l_294 = &g_98;
            uint64_t **l_295[6];
            uint16_t l_304 = 0x5512L;
            uint32_t *l_314 = &l_289;
            uint16_t l_318[1][7] = {{0x9F3DL,0x9F3DL,65526UL,0x9F3DL,0x9F3DL,65526UL,0x9F3DL}};
            uint16_t *l_320 = &l_304;
            int32_t l_347 = 0xE46ACBD8L;
            int16_t l_369 = 0x135EL;
            int i, j;
            for (i = 0; i < 6; i++)
                l_295[i] = &l_294;
            (**g_191) = ((safe_rshift_func_int16_t_s_s((safe_add_func_uint16_t_u_u(((l_296[0][3] = l_294) == (g_37 = l_297)), ((safe_mod_func_uint32_t_u_u(((safe_add_func_int64_t_s_s(g_81, l_302)) > ((*l_282) = ((p_25 | g_123) && l_303))), p_25)) ^ g_123))), l_304)) , &p_26);
            if ((((~(safe_rshift_func_int8_t_s_s(p_24, 1))) == (safe_rshift_func_uint8_t_u_u((safe_div_func_uint16_t_u_u(((*l_320) ^= ((safe_rshift_func_int16_t_s_s(g_117, (((*l_314)++) ^ (l_317 < (((((l_318[0][5] <= l_318[0][5]) , 0xCB3AL) , l_319[0][1]) > 0x863852073C473A93LL) != p_26))))) <= 9UL)), l_318[0][5])), p_25))) < l_318[0][5]))
            { /* block id: 126 */
                l_258[1] = &p_26;
                if (g_321)
                    continue;
            }
            else
            { /* block id: 129 */
                uint64_t l_334 = 18446744073709551613UL;
                int32_t *l_335 = (void*)0;
                int32_t *l_336 = &l_256;
                int32_t l_342 = 0xD0D219FDL;
                if (g_38)
                    goto lbl_322;
                l_343 = (((((*l_282) = ((safe_sub_func_uint8_t_u_u((safe_unary_minus_func_uint16_t_u((safe_lshift_func_uint8_t_u_u(((safe_sub_func_int32_t_s_s((safe_mul_func_int16_t_s_s((safe_lshift_func_int16_t_s_u((((*l_336) = l_334) , g_81), 12)), ((*l_320) = (l_342 = ((&g_99 != l_281) | (((safe_mul_func_int16_t_s_s(((+(safe_mul_func_int8_t_s_s(((255UL >= g_99) , 0L), 4L))) < p_25), (-7L))) , 0x02A7C8BD037EF742LL) ^ p_26)))))), 0xA4FE7404L)) | p_26), 2)))), 2L)) > p_25)) | g_4) > l_318[0][2]) ^ (*g_37));
            }
            for (g_321 = 0; (g_321 != 14); g_321 = safe_add_func_uint64_t_u_u(g_321, 7))
            { /* block id: 139 */
                uint32_t l_346 = 0x9529478AL;
                int16_t *l_357 = &g_358;
                int32_t l_370 = 1L;
                l_346 |= 1L;
                l_348--;
                l_370 = (safe_sub_func_uint32_t_u_u((safe_add_func_uint64_t_u_u((safe_mod_func_int16_t_s_s(((*l_357) = 0x4F59L), g_123)), (safe_mul_func_uint8_t_u_u(0xCDL, ((safe_mul_func_uint8_t_u_u((0UL > ((safe_lshift_func_uint8_t_u_u((safe_mod_func_uint64_t_u_u(((((((safe_rshift_func_uint8_t_u_u((p_25 != g_98), 0)) | l_318[0][1]) > g_98) , (void*)0) != &g_38) || l_318[0][5]), p_24)), g_3)) > 0xB2A594232A31CB77LL)), g_98)) && 6L))))), l_369));
            }
        }
        else
        { /* block id: 145 */
            int16_t l_374 = 0xB3D6L;
            uint32_t *l_388 = (void*)0;
            uint32_t *l_389[5] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
            int32_t l_391 = 0x72C9A81AL;
            int8_t *l_401 = (void*)0;
            int32_t ** const l_404 = &g_171[4][0];
            int8_t **l_409 = (void*)0;
            int i;
            p_26 = ((((*l_282) = g_81) & (0x5CBBL < (safe_add_func_int16_t_s_s((p_24 <= ((g_139 > ((g_150 ^ g_373) & l_374)) || g_98)), 0xF8DCL)))) || p_26);
            p_26 = ((safe_add_func_int64_t_s_s(l_303, 0x76C583D233F0894FLL)) < (safe_lshift_func_int16_t_s_s(((+g_139) | (safe_sub_func_uint64_t_u_u((g_406[3][1] = (safe_div_func_int64_t_s_s((safe_rshift_func_int16_t_s_u((g_358 = (((safe_div_func_uint32_t_u_u((g_392--), (l_391 |= (safe_mul_func_int8_t_s_s((safe_rshift_func_uint8_t_u_s(((((((safe_add_func_int8_t_s_s((g_59 = 0x1AL), (safe_div_func_uint64_t_u_u((&l_258[2] != l_404), 3L)))) >= p_26) & p_25) && 0UL) | g_32) && (*g_37)), p_26)), g_98))))) ^ p_26) | l_405)), 9)), g_139))), p_24))), l_407)));
            p_26 = ((g_410 = (g_408 = l_401)) == &l_303);
            l_343 = (p_26 &= (&g_243 == ((~g_150) , (void*)0)));
        }
        if ((((safe_div_func_uint8_t_u_u(l_414, 0x24L)) , ((void*)0 != &g_406[3][1])) || (safe_add_func_int16_t_s_s((l_417 > p_24), g_390))))
        { /* block id: 160 */
            const int8_t * const l_422 = &l_417;
            p_26 = (safe_div_func_uint8_t_u_u(((p_24 ^ (65534UL && (p_24 , (l_422 == &l_303)))) >= p_26), 0xB4L));
        }
        else
        { /* block id: 162 */
            (**g_191) = &p_26;
        }
        if ((p_25 ^ p_25))
        { /* block id: 165 */
            int32_t **l_424[7] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
            int32_t **l_425 = &g_171[0][0];
            int16_t l_427 = 0x648CL;
            int i;
            (*l_425) = l_423;
            p_26 = 0x934238DDL;
            --l_428;
        }
        else
        { /* block id: 169 */
            int64_t l_431[5][6] = {{1L,0xA984A48D28B27960LL,1L,6L,1L,1L},{0x7020C37C4AD08091LL,1L,1L,0x7020C37C4AD08091LL,0xA984A48D28B27960LL,(-1L)},{(-1L),0x7020C37C4AD08091LL,1L,0x7020C37C4AD08091LL,(-1L),6L},{0x7020C37C4AD08091LL,(-1L),6L,6L,(-1L),0x7020C37C4AD08091LL},{1L,0x7020C37C4AD08091LL,0xA984A48D28B27960LL,(-1L),0xA984A48D28B27960LL,0x7020C37C4AD08091LL}};
            int i, j;
            l_431[4][3] &= 6L;
            for (g_117 = 17; (g_117 == 51); g_117 = safe_add_func_int16_t_s_s(g_117, 3))
            { /* block id: 173 */
                return p_24;
            }
            if (l_431[4][3])
                continue;
        }
    }
    return p_24;
}


/* ------------------------------------------ */
/* 
 * reads : g_4 g_5 g_38 g_37 g_81 g_98 g_99 g_3 g_117 g_139 g_106 g_150 g_191 g_123 g_192 g_243 g_244 g_245 g_171
 * writes: g_59 g_81 g_98 g_99 g_106 g_117 g_139 g_150 g_171
 */
static int64_t  func_33(const int32_t  p_34, int16_t  p_35, uint64_t * p_36)
{ /* block id: 11 */
    uint32_t l_51 = 1UL;
    uint64_t *l_70 = (void*)0;
    uint64_t **l_77 = &g_37;
    int32_t l_85 = (-3L);
    int8_t *l_86[2][2] = {{&g_59,&g_59},{&g_59,&g_59}};
    int8_t *l_90 = &g_59;
    int16_t *l_176 = &g_106;
    int32_t l_225[8] = {(-10L),1L,(-10L),(-10L),1L,(-10L),(-10L),1L};
    uint64_t l_234 = 0UL;
    int32_t * const ****l_246 = (void*)0;
    int32_t * const ***l_247 = &g_244;
    int32_t *l_255 = &l_85;
    int i, j;
lbl_185:
    for (p_35 = 24; (p_35 > 5); p_35 = safe_sub_func_uint8_t_u_u(p_35, 2))
    { /* block id: 14 */
        int32_t *l_41 = (void*)0;
        int32_t l_42 = (-9L);
        uint64_t **l_69 = (void*)0;
        int8_t *l_89 = &g_59;
        uint32_t l_124 = 18446744073709551610UL;
        uint16_t *l_149[3];
        int32_t l_162 = 0xCAD771BCL;
        int i;
        for (i = 0; i < 3; i++)
            l_149[i] = &g_81;
        l_42 = g_4;
        if (((safe_add_func_uint16_t_u_u(((l_70 = func_45(p_34, p_36, ((safe_lshift_func_uint16_t_u_u(65531UL, (((((&g_38 == (void*)0) >= p_34) , (void*)0) != p_36) >= l_51))) , g_5))) != p_36), p_34)) != g_4))
        { /* block id: 21 */
            int8_t *l_88 = &g_59;
            int32_t l_104 = 0x905AFB09L;
            int16_t *l_105[2][5] = {{&g_106,&g_106,&g_106,&g_106,&g_106},{&g_106,&g_106,&g_106,&g_106,&g_106}};
            int32_t *l_107 = &l_42;
            int i, j;
            for (l_51 = 0; (l_51 >= 15); l_51 = safe_add_func_uint16_t_u_u(l_51, 4))
            { /* block id: 24 */
                uint64_t ***l_76[5][10] = {{&l_69,(void*)0,&l_69,&l_69,(void*)0,&l_69,&l_69,(void*)0,&l_69,&l_69},{&l_69,&l_69,(void*)0,&l_69,&l_69,(void*)0,&l_69,&l_69,(void*)0,&l_69},{&l_69,&l_69,&l_69,&l_69,&l_69,&l_69,&l_69,&l_69,&l_69,&l_69},{&l_69,&l_69,&l_69,&l_69,&l_69,&l_69,&l_69,&l_69,&l_69,&l_69},{&l_69,&l_69,(void*)0,&l_69,&l_69,(void*)0,&l_69,&l_69,(void*)0,&l_69}};
                uint16_t *l_80 = &g_81;
                int32_t *l_84[6][10] = {{&g_5,(void*)0,(void*)0,&g_5,&l_42,&g_5,&g_3,&g_3,(void*)0,&l_42},{&g_3,&l_42,&g_3,&g_4,(void*)0,&g_3,(void*)0,&g_3,(void*)0,&g_4},{&l_42,&g_3,&l_42,&g_5,&l_42,(void*)0,(void*)0,&g_3,&g_4,&g_3},{&g_3,(void*)0,&l_42,(void*)0,&g_3,&g_4,&g_4,&g_3,(void*)0,&l_42},{&g_3,&g_3,&l_42,&g_3,&g_4,&g_3,&g_5,&g_3,&g_3,&g_5},{&g_4,(void*)0,&g_3,&g_3,&g_5,&l_42,&g_5,&g_3,&g_3,(void*)0}};
                int8_t **l_87[10] = {&l_86[1][1],&l_86[0][0],&l_86[1][1],&l_86[1][1],&l_86[1][1],&l_86[1][1],&l_86[0][0],&l_86[1][1],&l_86[1][1],&l_86[1][1]};
                int i, j;
                l_85 = (safe_rshift_func_int8_t_s_s((safe_unary_minus_func_uint8_t_u(((l_77 = &g_37) != (void*)0))), (safe_add_func_uint16_t_u_u(0x6C9AL, ((*l_80)++)))));
                g_99 |= (((l_88 = l_86[1][1]) != (l_90 = l_89)) , (safe_div_func_int8_t_s_s((~((safe_rshift_func_int8_t_s_s(((safe_rshift_func_uint16_t_u_s(p_34, 12)) ^ (0xC022AD61L <= (g_98 ^= ((p_35 || 1L) < g_81)))), 3)) <= 0UL)), l_85)));
            }
            (*l_107) = (safe_add_func_int16_t_s_s((l_104 = (g_106 = (safe_rshift_func_int8_t_s_s((g_59 = l_104), 1)))), p_35));
        }
        else
        { /* block id: 37 */
            int32_t **l_108 = &l_41;
            (*l_108) = &g_3;
        }
        for (l_85 = 12; (l_85 >= 14); ++l_85)
        { /* block id: 42 */
            uint8_t *l_113 = &g_99;
            int32_t *l_116[8] = {&l_42,(void*)0,&l_42,&l_42,(void*)0,&l_42,&l_42,(void*)0};
            int i;
            g_117 &= (((((safe_rshift_func_int8_t_s_s((((*l_113) = l_51) , p_35), 6)) ^ ((&p_36 != ((0xBF4C0039L < (safe_div_func_uint8_t_u_u((p_35 ^ p_34), l_51))) , (void*)0)) >= 0x24L)) < 0x043AL) & g_3) < 4294967289UL);
            for (g_99 = (-3); (g_99 > 32); ++g_99)
            { /* block id: 47 */
                const int8_t *l_122 = &g_123;
                int32_t ***l_126 = (void*)0;
                int32_t ****l_125 = &l_126;
                int32_t l_135 = 0xAE9FA02EL;
                l_124 = (safe_mul_func_uint16_t_u_u(((((void*)0 == &l_86[1][0]) & ((l_85 || (*g_37)) , ((l_122 = &g_59) == &g_123))) || p_34), 0x501CL));
                (*l_125) = (void*)0;
                l_135 = ((safe_lshift_func_uint16_t_u_s(l_51, (p_35 , p_34))) ^ ((safe_mod_func_uint8_t_u_u((((safe_rshift_func_uint8_t_u_u((((safe_rshift_func_int8_t_s_u(0L, g_3)) , 0x9EL) == p_35), 1)) || g_5) == g_4), 0x7AL)) >= 0xAA94L));
            }
            for (l_51 = 0; (l_51 <= 51); l_51 = safe_add_func_int16_t_s_s(l_51, 5))
            { /* block id: 55 */
                int16_t l_138 = 0x5949L;
                int32_t **l_152 = &l_41;
                int32_t **l_153 = &l_116[5];
                g_139--;
                g_150 |= (((*l_113) = 254UL) <= ((g_106 >= (safe_rshift_func_int8_t_s_s(((*l_89) = (safe_add_func_uint8_t_u_u((!(18446744073709551615UL < (l_149[1] != &g_81))), g_81))), g_81))) && g_81));
                g_150 = (!0xE766L);
                (*l_153) = ((*l_152) = &g_5);
            }
        }
        for (l_124 = 27; (l_124 >= 26); l_124 = safe_sub_func_uint64_t_u_u(l_124, 8))
        { /* block id: 67 */
            const int8_t l_168 = 0x68L;
            int16_t *l_177 = &g_106;
            if ((safe_sub_func_uint16_t_u_u(((3L | (safe_lshift_func_int16_t_s_u(0x1A5EL, 13))) == ((safe_div_func_int32_t_s_s(l_162, g_81)) < (safe_lshift_func_uint16_t_u_s((safe_div_func_int64_t_s_s(g_38, (*p_36))), g_150)))), 0x815CL)))
            { /* block id: 68 */
                int32_t *l_167[8][8] = {{&l_85,&g_150,&g_150,&l_85,&g_150,&g_150,&l_85,&g_150},{&l_85,&l_85,&l_42,&l_85,&l_85,&l_42,&l_85,&l_85},{&g_150,&l_85,&g_150,&g_150,&l_85,&g_150,&g_150,&l_85},{&l_85,&g_150,&g_150,&l_85,&g_150,&g_150,&l_85,&g_150},{&l_85,&l_85,&l_42,&l_85,&l_85,&l_42,&l_85,&l_85},{&g_150,&l_85,&g_150,&g_150,&l_85,&g_150,&g_150,&l_85},{&l_85,&g_150,&g_150,&l_85,&g_150,&g_150,&l_85,&g_150},{&l_85,&l_85,&l_42,&l_85,&l_85,&l_42,&l_85,&l_85}};
                int32_t **l_169[10][10] = {{&l_41,&l_41,&l_167[0][1],&l_167[0][1],&l_41,&l_41,&l_41,&l_41,&l_41,&l_167[3][3]},{&l_41,&l_167[3][3],&l_41,&l_41,&l_167[3][3],&l_41,&l_167[3][3],&l_41,&l_41,&l_167[3][3]},{&l_41,&l_167[3][3],&l_41,&l_41,&l_167[3][3],&l_41,&l_167[3][3],&l_41,&l_41,&l_167[3][3]},{&l_41,&l_167[3][3],&l_41,&l_41,&l_167[3][3],&l_41,&l_167[3][3],&l_41,&l_41,&l_167[3][3]},{&l_41,&l_167[3][3],&l_41,&l_41,&l_167[3][3],&l_41,&l_167[3][3],&l_41,&l_41,&l_167[3][3]},{&l_41,&l_167[3][3],&l_41,&l_41,&l_167[3][3],&l_41,&l_167[3][3],&l_41,&l_41,&l_167[3][3]},{&l_41,&l_167[3][3],&l_41,&l_41,&l_167[3][3],&l_41,&l_167[3][3],&l_41,&l_41,&l_167[3][3]},{&l_41,&l_167[3][3],&l_41,&l_41,&l_167[3][3],&l_41,&l_167[3][3],&l_41,&l_41,&l_167[3][3]},{&l_41,&l_167[3][3],&l_41,&l_41,&l_167[3][3],&l_41,&l_167[3][3],&l_41,&l_41,&l_167[3][3]},{&l_41,&l_167[3][3],&l_41,&l_41,&l_167[3][3],&l_41,&l_167[3][3],&l_41,&l_41,&l_167[3][3]}};
                int i, j;
                g_150 = g_117;
                if (l_168)
                    break;
                l_41 = &g_3;
            }
            else
            { /* block id: 72 */
                int32_t **l_170[4][5] = {{&l_41,&l_41,&l_41,&l_41,&l_41},{(void*)0,&l_41,(void*)0,&l_41,(void*)0},{&l_41,&l_41,&l_41,&l_41,&l_41},{(void*)0,&l_41,(void*)0,&l_41,(void*)0}};
                int i, j;
                g_171[4][0] = (p_34 , &g_4);
                l_85 = ((safe_div_func_uint64_t_u_u((safe_sub_func_int16_t_s_s((((((*p_36) && (((g_106 , (((((l_42 = ((&g_106 != &p_35) == ((0xF9L ^ p_35) <= g_150))) != 4294967292UL) >= 1UL) , l_176) != (void*)0)) , l_168) <= l_51)) && g_139) , l_177) != (void*)0), g_5)), (*g_37))) | (*p_36));
            }
        }
    }
    if (p_34)
    { /* block id: 79 */
        int32_t *l_180 = &g_4;
        uint32_t l_183[3][5] = {{0x23EF36B2L,0x23EF36B2L,0x23EF36B2L,0x23EF36B2L,0x23EF36B2L},{0x3EB405AAL,0x3EB405AAL,0x3EB405AAL,0x3EB405AAL,0x3EB405AAL},{0x23EF36B2L,0x23EF36B2L,0x23EF36B2L,0x23EF36B2L,0x23EF36B2L}};
        int32_t **l_184 = &l_180;
        uint8_t *l_197 = &g_99;
        uint8_t l_222 = 0x05L;
        int32_t *l_224 = &g_150;
        int i, j;
        (*l_184) = ((safe_rshift_func_int8_t_s_s(((void*)0 == l_180), ((0xF4L == 0x79L) , (safe_mul_func_int16_t_s_s(((*l_176) |= ((((&g_99 != &g_99) == 65535UL) ^ l_183[1][4]) ^ (*g_37))), (*l_180)))))) , (void*)0);
        if (g_81)
            goto lbl_186;
lbl_186:
        if (g_81)
            goto lbl_185;
        for (l_85 = 0; (l_85 > 11); l_85 = safe_add_func_uint8_t_u_u(l_85, 2))
        { /* block id: 86 */
            int32_t *l_198 = &g_150;
            uint16_t *l_221 = &g_81;
            (*l_198) ^= ((safe_mul_func_int16_t_s_s((g_191 != (void*)0), l_51)) < ((safe_mul_func_int8_t_s_s((safe_mod_func_uint8_t_u_u((l_197 == (void*)0), 0x18L)), l_51)) | g_123));
            if ((safe_add_func_uint16_t_u_u((((safe_mul_func_uint16_t_u_u(((safe_lshift_func_uint16_t_u_u(((*l_221) = ((safe_lshift_func_int16_t_s_u((safe_rshift_func_uint8_t_u_s((safe_sub_func_uint64_t_u_u((safe_div_func_uint64_t_u_u(((safe_rshift_func_int16_t_s_s((g_81 > 1L), ((safe_sub_func_uint16_t_u_u(0x1642L, (((0x86818F9BL >= ((*l_198) = (safe_mul_func_uint8_t_u_u(((*l_197) &= (safe_div_func_uint16_t_u_u(((void*)0 == l_197), g_38))), 0xE8L)))) >= 6L) && (*l_198)))) != 0x4F8910C71A7AFFC2LL))) && p_35), (*p_36))), (*g_37))), 1)), 11)) <= 0L)), 9)) < 0x5B19L), 0UL)) == 6UL) || (*l_198)), l_222)))
            { /* block id: 91 */
                uint64_t l_223 = 0x976628C784C7F949LL;
                return l_223;
            }
            else
            { /* block id: 93 */
                (**g_191) = (*l_184);
            }
            return p_34;
        }
        l_225[4] = ((*l_224) = (l_85 = l_51));
    }
    else
    { /* block id: 101 */
        int32_t l_226[2];
        int32_t *l_227 = &l_226[0];
        int32_t *l_228 = &l_226[0];
        int32_t *l_229 = &l_226[0];
        int32_t *l_230 = &l_85;
        int32_t *l_231 = &l_225[4];
        int32_t *l_232 = &l_226[0];
        int32_t *l_233[2][4] = {{&l_225[4],&l_225[4],&l_225[4],&l_225[4]},{&l_225[4],&l_225[4],&l_225[4],&l_225[4]}};
        int i, j;
        for (i = 0; i < 2; i++)
            l_226[i] = (-6L);
        l_234++;
    }
    (*l_255) = (safe_mod_func_uint16_t_u_u((safe_mod_func_int16_t_s_s((safe_mul_func_uint16_t_u_u(((l_247 = g_243) != (void*)0), (((safe_unary_minus_func_uint8_t_u(p_35)) && (safe_mul_func_uint16_t_u_u((((((safe_rshift_func_uint16_t_u_u(((((safe_sub_func_int32_t_s_s(((((((void*)0 == &g_106) , p_34) , g_81) , p_34) <= g_98), p_34)) , p_34) <= g_139) ^ (*p_36)), 6)) < p_34) , 3L) , l_246) != l_246), g_139))) > p_35))), 65535UL)), g_81));
    return (****l_247);
}


/* ------------------------------------------ */
/* 
 * reads : g_4 g_5 g_38 g_37
 * writes: g_59
 */
static uint64_t * func_45(uint32_t  p_46, uint64_t * p_47, uint32_t  p_48)
{ /* block id: 16 */
    int32_t *l_56 = (void*)0;
    int8_t *l_57 = (void*)0;
    int8_t *l_58 = &g_59;
    int32_t l_68 = (-1L);
    l_68 = (((safe_mod_func_uint16_t_u_u((safe_mod_func_int8_t_s_s(((*l_58) = (l_56 == (void*)0)), ((g_4 || (safe_div_func_uint64_t_u_u((safe_unary_minus_func_uint64_t_u((safe_unary_minus_func_uint64_t_u((safe_lshift_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u(g_5, g_5)), p_46)))))), (*p_47)))) || p_48))), 7UL)) , (*p_47)) >= (*g_37));
    return &g_38;
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
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_32, "g_32", print_hash_value);
    transparent_crc(g_38, "g_38", print_hash_value);
    transparent_crc(g_59, "g_59", print_hash_value);
    transparent_crc(g_81, "g_81", print_hash_value);
    transparent_crc(g_98, "g_98", print_hash_value);
    transparent_crc(g_99, "g_99", print_hash_value);
    transparent_crc(g_106, "g_106", print_hash_value);
    transparent_crc(g_117, "g_117", print_hash_value);
    transparent_crc(g_123, "g_123", print_hash_value);
    transparent_crc(g_139, "g_139", print_hash_value);
    transparent_crc(g_150, "g_150", print_hash_value);
    transparent_crc(g_321, "g_321", print_hash_value);
    transparent_crc(g_358, "g_358", print_hash_value);
    transparent_crc(g_373, "g_373", print_hash_value);
    transparent_crc(g_390, "g_390", print_hash_value);
    transparent_crc(g_392, "g_392", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_406[i][j], "g_406[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 94
XXX total union variables: 0

XXX max expression depth: 26
breakdown:
   depth: 1, occurrence: 85
   depth: 2, occurrence: 19
   depth: 3, occurrence: 1
   depth: 4, occurrence: 2
   depth: 6, occurrence: 2
   depth: 7, occurrence: 2
   depth: 8, occurrence: 1
   depth: 9, occurrence: 2
   depth: 10, occurrence: 1
   depth: 11, occurrence: 1
   depth: 12, occurrence: 3
   depth: 14, occurrence: 4
   depth: 15, occurrence: 1
   depth: 17, occurrence: 1
   depth: 19, occurrence: 1
   depth: 20, occurrence: 2
   depth: 23, occurrence: 1
   depth: 25, occurrence: 1
   depth: 26, occurrence: 2

XXX total number of pointers: 94

XXX times a variable address is taken: 162
XXX times a pointer is dereferenced on RHS: 23
breakdown:
   depth: 1, occurrence: 20
   depth: 2, occurrence: 2
   depth: 3, occurrence: 0
   depth: 4, occurrence: 1
XXX times a pointer is dereferenced on LHS: 38
breakdown:
   depth: 1, occurrence: 33
   depth: 2, occurrence: 4
   depth: 3, occurrence: 1
XXX times a pointer is compared with null: 10
XXX times a pointer is compared with address of another variable: 4
XXX times a pointer is compared with another pointer: 2
XXX times a pointer is qualified to be dereferenced: 837

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 106
   level: 2, occurrence: 17
   level: 3, occurrence: 32
   level: 4, occurrence: 19
   level: 5, occurrence: 1
XXX number of pointers point to pointers: 30
XXX number of pointers point to scalars: 64
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 27.7
XXX average alias set size: 1.32

XXX times a non-volatile is read: 275
XXX times a non-volatile is write: 153
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 1
XXX backward jumps: 2

XXX stmts: 84
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 11
   depth: 1, occurrence: 16
   depth: 2, occurrence: 29
   depth: 3, occurrence: 28

XXX percentage a fresh-made variable is used: 19.3
XXX percentage an existing variable is used: 80.7
********************* end of statistics **********************/

