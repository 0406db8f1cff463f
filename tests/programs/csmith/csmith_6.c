/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 6 -o csmith_6.c
 * Seed:      6
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_8 = 1L;
static int64_t g_20 = 0x75A592C6EED1E12ALL;
static int8_t g_37 = 0x01L;
static int32_t g_39 = 0x5C3C3AE5L;
static uint64_t g_50[1] = {0xF09457720F84B0F4LL};
static int32_t g_54 = 3L;
static int32_t *g_53 = &g_54;
static int32_t g_64 = 0x8D9F6C85L;
static int64_t g_81 = 0L;
static int16_t g_100 = 0x20A5L;
static const int32_t *g_111 = &g_54;
static const int32_t * const *g_110 = &g_111;
static const int32_t * const **g_109 = &g_110;
static const int32_t * const ***g_108 = &g_109;
static const int32_t * const ****g_107 = &g_108;
static int8_t g_113[1] = {0x5DL};
static int8_t g_120 = 0x6EL;
static uint32_t g_143 = 0UL;
static uint16_t g_160 = 0xB552L;
static int64_t *g_169 = &g_81;
static int64_t * const *g_168 = &g_169;
static uint8_t g_178 = 0xBEL;
static uint32_t g_186 = 1UL;
static uint8_t g_223 = 255UL;
static int32_t g_263 = 0x3889B654L;
static int16_t g_267 = 0L;


/* --- FORWARD DECLARATIONS --- */
static uint8_t  func_1(void);
static int8_t  func_10(int32_t * p_11, int32_t * p_12, int32_t  p_13, int32_t * p_14, uint8_t  p_15);
static uint64_t  func_23(uint64_t  p_24, uint16_t  p_25, uint32_t  p_26, int32_t * p_27);
static int32_t * func_44(int8_t  p_45, int32_t * p_46, int64_t * p_47, uint8_t  p_48);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_8 g_20 g_53 g_54 g_169 g_81 g_110 g_111 g_113 g_143 g_160 g_39 g_263 g_267 g_120 g_100
 * writes: g_8 g_20 g_54 g_100 g_267 g_81 g_143 g_178
 */
static uint8_t  func_1(void)
{ /* block id: 0 */
    uint8_t l_2 = 250UL;
    int32_t l_7[3];
    uint16_t *l_259 = &g_160;
    uint16_t **l_258 = &l_259;
    int64_t **l_287 = &g_169;
    uint8_t l_302 = 0xC3L;
    uint16_t l_303[7] = {1UL,0x402EL,0x402EL,1UL,0x402EL,0x402EL,1UL};
    int i;
    for (i = 0; i < 3; i++)
        l_7[i] = 1L;
    l_2++;
    for (l_2 = 27; (l_2 != 33); l_2++)
    { /* block id: 4 */
        int32_t *l_9 = &g_8;
        int64_t *l_19 = &g_20;
        uint16_t *l_248 = &g_160;
        uint16_t * const *l_264 = (void*)0;
        for (g_8 = 0; g_8 < 3; g_8 += 1)
        {
            l_7[g_8] = (-3L);
        }
        (*l_9) = (g_8 | l_2);
        if ((((func_10((l_7[1] , ((+(safe_div_func_int64_t_s_s(((*l_19) |= ((*l_9) | g_8)), ((safe_sub_func_uint64_t_u_u(func_23((!3L), (&g_8 == (void*)0), l_7[1], &g_8), (*l_9))) , (*g_169))))) , &l_7[1])), &g_54, (**g_110), &g_64, l_2) ^ g_143) >= g_160) > g_39))
        { /* block id: 179 */
            int64_t l_268 = 0x4A979D5404555042LL;
            int32_t l_269 = 0xF99A31C9L;
            for (g_20 = 0; (g_20 >= 0); g_20 -= 1)
            { /* block id: 182 */
                uint16_t **l_253 = (void*)0;
                uint16_t *l_255[10][5] = {{&g_160,&g_160,&g_160,&g_160,&g_160},{&g_160,&g_160,&g_160,&g_160,&g_160},{&g_160,&g_160,&g_160,&g_160,&g_160},{&g_160,&g_160,&g_160,&g_160,&g_160},{&g_160,&g_160,&g_160,&g_160,&g_160},{&g_160,&g_160,&g_160,&g_160,&g_160},{&g_160,&g_160,&g_160,&g_160,&g_160},{&g_160,&g_160,&g_160,&g_160,&g_160},{&g_160,&g_160,&g_160,&g_160,&g_160},{&g_160,&g_160,&g_160,&g_160,&g_160}};
                uint16_t **l_254 = &l_255[2][1];
                int16_t *l_262 = &g_100;
                int16_t *l_265 = (void*)0;
                int16_t *l_266 = &g_267;
                int i, j;
                l_7[(g_20 + 1)] &= 1L;
                (*g_53) = (l_7[(g_20 + 1)] & ((safe_unary_minus_func_uint16_t_u((l_248 != (void*)0))) != (safe_add_func_uint16_t_u_u((l_7[(g_20 + 2)] || (((safe_rshift_func_uint8_t_u_u((((*l_254) = l_248) == (void*)0), (*l_9))) & 0x5B6DL) <= 0xB654L)), 0L))));
                l_269 = (((safe_rshift_func_uint8_t_u_u((0xCACCL >= ((*l_266) ^= ((l_258 = l_258) != (((safe_mul_func_int16_t_s_s(((*l_262) = (-4L)), (*l_9))) >= (g_113[0] >= g_263)) , l_264)))), 5)) > l_268) > (-5L));
                if ((*g_53))
                    break;
            }
        }
        else
        { /* block id: 192 */
            int32_t l_277 = 0x32281006L;
            int32_t l_278 = (-1L);
            uint16_t l_279 = 0xE996L;
            uint32_t *l_298 = &g_143;
            uint8_t *l_299 = (void*)0;
            uint8_t *l_300 = (void*)0;
            uint8_t *l_301[3][4] = {{&g_223,(void*)0,(void*)0,&g_223},{(void*)0,&g_223,(void*)0,(void*)0},{&g_223,&g_223,(void*)0,&g_223}};
            int i, j;
            for (g_81 = (-19); (g_81 == (-12)); g_81 = safe_add_func_int64_t_s_s(g_81, 4))
            { /* block id: 195 */
                int32_t *l_272 = &g_64;
                int32_t *l_273 = &l_7[0];
                int32_t *l_274 = &l_7[2];
                int32_t *l_275 = &l_7[1];
                int32_t *l_276[9][6] = {{&g_39,(void*)0,&g_39,(void*)0,&g_39,(void*)0},{&l_7[1],(void*)0,&l_7[1],(void*)0,&l_7[1],(void*)0},{&g_39,(void*)0,&g_39,(void*)0,&g_39,(void*)0},{&l_7[1],(void*)0,&l_7[1],(void*)0,&l_7[1],(void*)0},{&g_39,(void*)0,&g_39,(void*)0,&g_39,(void*)0},{&l_7[1],(void*)0,&l_7[1],(void*)0,&l_7[1],(void*)0},{&g_39,(void*)0,&g_39,(void*)0,&g_39,(void*)0},{&l_7[1],(void*)0,&l_7[1],(void*)0,&l_7[1],(void*)0},{&g_39,(void*)0,&g_39,(void*)0,&g_39,(void*)0}};
                int i, j;
                l_279--;
            }
            for (g_20 = 0; (g_20 > (-9)); g_20 = safe_sub_func_int8_t_s_s(g_20, 3))
            { /* block id: 200 */
                int16_t *l_284 = &g_267;
                (*g_53) ^= ((((*l_284) = (&l_19 == (void*)0)) >= (((safe_rshift_func_uint8_t_u_s((0xAC54L & (l_287 != (void*)0)), g_120)) > 0x10L) != 8L)) <= 0x416FC91E7AC14F02LL);
            }
            (*g_53) |= ((safe_lshift_func_int16_t_s_s(0x72E0L, ((((((((((0x69B12F1DL <= (((safe_add_func_uint64_t_u_u(((safe_mod_func_int32_t_s_s(((*g_169) && (safe_mul_func_uint8_t_u_u(0x3FL, (g_178 = (safe_sub_func_uint32_t_u_u((((*l_298) = (((1UL == g_100) , 0L) || 0xC2L)) <= 0x39C095ABL), 8L)))))), 6L)) , g_20), g_263)) ^ 0UL) == 0UL)) & 0x20042DFDL) >= l_302) == l_279) || g_113[0]) , g_160) > l_278) != (-1L)) <= g_113[0]) , 0x30C6L))) == l_277);
        }
    }
    return l_303[6];
}


/* ------------------------------------------ */
/* 
 * reads : g_113 g_53
 * writes: g_54
 */
static int8_t  func_10(int32_t * p_11, int32_t * p_12, int32_t  p_13, int32_t * p_14, uint8_t  p_15)
{ /* block id: 171 */
    int8_t l_246 = (-1L);
    for (p_15 = 0; (p_15 <= 0); p_15 += 1)
    { /* block id: 174 */
        int i;
        if (g_113[p_15])
            break;
    }
    (*g_53) = 0L;
    return l_246;
}


/* ------------------------------------------ */
/* 
 * reads : g_53 g_54
 * writes:
 */
static uint64_t  func_23(uint64_t  p_24, uint16_t  p_25, uint32_t  p_26, int32_t * p_27)
{ /* block id: 8 */
    int64_t l_31 = 0xDDB74A71A6E483BBLL;
    uint32_t l_34 = 1UL;
    int32_t l_35 = 0xEAB3AE5DL;
    int8_t *l_36 = &g_37;
    int64_t *l_38[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
    uint64_t *l_200 = &g_50[0];
    int32_t * const *l_202 = &g_53;
    int32_t * const **l_201 = &l_202;
    uint16_t *l_203 = (void*)0;
    uint8_t *l_204 = &g_178;
    int i;
    return (***l_201);
}


/* ------------------------------------------ */
/* 
 * reads : g_39 g_100 g_110 g_111 g_54 g_168 g_64 g_178 g_143 g_186 g_50 g_107 g_108 g_109
 * writes: g_39 g_100 g_168 g_178 g_186
 */
static int32_t * func_44(int8_t  p_45, int32_t * p_46, int64_t * p_47, uint8_t  p_48)
{ /* block id: 20 */
    int32_t *l_51 = (void*)0;
    int32_t **l_71 = (void*)0;
    int32_t l_90 = 0xDECA365BL;
lbl_179:
    for (g_39 = 0; (g_39 >= 0); g_39 -= 1)
    { /* block id: 23 */
        int32_t *l_65 = (void*)0;
        int32_t *l_66 = &g_64;
        int32_t **l_68 = &l_65;
        int32_t ***l_67 = &l_68;
        int32_t **l_70 = &g_53;
        uint8_t l_89 = 3UL;
        const int32_t * const ****l_106 = (void*)0;
        int i;
    }
    for (g_100 = 0; (g_100 == 2); ++g_100)
    { /* block id: 96 */
        uint16_t l_180 = 0xCE43L;
        uint32_t *l_185 = &g_186;
        if ((**g_110))
        { /* block id: 97 */
            for (p_45 = 0; (p_45 >= 0); p_45 -= 1)
            { /* block id: 100 */
                return &g_8;
            }
        }
        else
        { /* block id: 103 */
            int64_t * const **l_170 = &g_168;
            int32_t l_171 = 1L;
            uint8_t *l_177 = &g_178;
            (*l_170) = g_168;
            if (((l_171 ^ ((p_45 , (~(safe_mod_func_uint8_t_u_u(((safe_sub_func_uint64_t_u_u(g_64, p_45)) , ((*l_177) &= p_48)), g_54)))) != 4294967295UL)) <= 0UL))
            { /* block id: 106 */
                return &g_8;
            }
            else
            { /* block id: 108 */
                if (g_39)
                    goto lbl_179;
                return &g_64;
            }
        }
        (*p_46) = (((0x61D4L >= l_180) & p_45) == (safe_lshift_func_uint8_t_u_s((((*l_185) ^= (safe_sub_func_uint32_t_u_u((g_143 | g_64), l_180))) | g_50[0]), g_143)));
        if (l_180)
            continue;
        for (p_45 = 0; (p_45 > (-28)); p_45--)
        { /* block id: 118 */
            if ((*****g_107))
                break;
        }
    }
    return p_46;
}




/* ---------------------------------------- */
int main (void)
{
    int i;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_8, "g_8", print_hash_value);
    transparent_crc(g_20, "g_20", print_hash_value);
    transparent_crc(g_37, "g_37", print_hash_value);
    transparent_crc(g_39, "g_39", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_50[i], "g_50[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_54, "g_54", print_hash_value);
    transparent_crc(g_64, "g_64", print_hash_value);
    transparent_crc(g_81, "g_81", print_hash_value);
    transparent_crc(g_100, "g_100", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_113[i], "g_113[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_120, "g_120", print_hash_value);
    transparent_crc(g_143, "g_143", print_hash_value);
    transparent_crc(g_160, "g_160", print_hash_value);
    transparent_crc(g_178, "g_178", print_hash_value);
    transparent_crc(g_186, "g_186", print_hash_value);
    transparent_crc(g_223, "g_223", print_hash_value);
    transparent_crc(g_263, "g_263", print_hash_value);
    transparent_crc(g_267, "g_267", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 56
XXX total union variables: 0

XXX max expression depth: 27
breakdown:
   depth: 1, occurrence: 30
   depth: 2, occurrence: 10
   depth: 9, occurrence: 2
   depth: 10, occurrence: 1
   depth: 11, occurrence: 1
   depth: 13, occurrence: 1
   depth: 21, occurrence: 1
   depth: 27, occurrence: 1

XXX total number of pointers: 83

XXX times a variable address is taken: 110
XXX times a pointer is dereferenced on RHS: 36
breakdown:
   depth: 1, occurrence: 23
   depth: 2, occurrence: 7
   depth: 3, occurrence: 3
   depth: 4, occurrence: 2
   depth: 5, occurrence: 1
XXX times a pointer is dereferenced on LHS: 48
breakdown:
   depth: 1, occurrence: 42
   depth: 2, occurrence: 4
   depth: 3, occurrence: 2
XXX times a pointer is compared with null: 6
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 2
XXX times a pointer is qualified to be dereferenced: 278

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 113
   level: 2, occurrence: 22
   level: 3, occurrence: 15
   level: 4, occurrence: 2
   level: 5, occurrence: 1
XXX number of pointers point to pointers: 26
XXX number of pointers point to scalars: 57
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 26.5
XXX average alias set size: 1.34

XXX times a non-volatile is read: 281
XXX times a non-volatile is write: 149
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 3

XXX stmts: 36
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 10
   depth: 1, occurrence: 8
   depth: 2, occurrence: 8
   depth: 3, occurrence: 10

XXX percentage a fresh-made variable is used: 20.7
XXX percentage an existing variable is used: 79.3
********************* end of statistics **********************/

