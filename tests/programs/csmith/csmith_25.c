/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 25 -o csmith_25.c
 * Seed:      25
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_9[5] = {0xB34E6D4FL,0xB34E6D4FL,0xB34E6D4FL,0xB34E6D4FL,0xB34E6D4FL};
static int32_t g_18 = 0x9CDC345FL;
static int32_t g_46 = 1L;
static uint8_t g_53 = 0xD8L;
static int32_t *g_61 = (void*)0;
static int32_t *g_64 = (void*)0;
static int32_t *g_65 = &g_46;
static uint32_t g_67 = 0xAEF2D6A3L;
static int32_t **g_78 = &g_65;
static int32_t *** const g_77 = &g_78;
static int32_t *****g_102 = (void*)0;
static int32_t ** const g_121 = (void*)0;
static int32_t ** const *g_120 = &g_121;
static int32_t ** const **g_119[7][7] = {{&g_120,&g_120,&g_120,&g_120,&g_120,&g_120,&g_120},{&g_120,&g_120,&g_120,&g_120,&g_120,&g_120,&g_120},{&g_120,&g_120,&g_120,&g_120,&g_120,&g_120,&g_120},{&g_120,&g_120,&g_120,&g_120,&g_120,&g_120,&g_120},{&g_120,&g_120,&g_120,&g_120,&g_120,&g_120,&g_120},{&g_120,&g_120,&g_120,&g_120,&g_120,&g_120,&g_120},{&g_120,&g_120,&g_120,&g_120,&g_120,&g_120,&g_120}};
static int32_t ** const ***g_118[10][4] = {{&g_119[1][5],&g_119[1][5],&g_119[1][5],&g_119[1][5]},{&g_119[1][5],&g_119[1][5],&g_119[1][5],&g_119[1][5]},{&g_119[1][5],&g_119[1][5],&g_119[1][5],&g_119[1][5]},{&g_119[1][5],&g_119[1][5],&g_119[1][5],&g_119[1][5]},{&g_119[1][5],&g_119[1][5],&g_119[1][5],&g_119[1][5]},{&g_119[1][5],&g_119[1][5],&g_119[1][5],&g_119[1][5]},{&g_119[1][5],&g_119[1][5],&g_119[1][5],&g_119[1][5]},{&g_119[1][5],&g_119[1][5],&g_119[1][5],&g_119[1][5]},{&g_119[1][5],&g_119[1][5],&g_119[1][5],&g_119[1][5]},{&g_119[1][5],&g_119[1][5],&g_119[1][5],&g_119[1][5]}};
static uint64_t g_123 = 4UL;
static int32_t g_183 = 1L;
static uint8_t g_199 = 0x0FL;
static int64_t g_226 = (-2L);


/* --- FORWARD DECLARATIONS --- */
static const uint8_t  func_1(void);
static int32_t * func_2(int32_t * p_3, uint64_t  p_4, int32_t * p_5, int32_t * p_6, uint32_t  p_7);
static int32_t * func_10(uint8_t  p_11, const int32_t * p_12, int8_t  p_13);
static uint8_t  func_14(uint64_t  p_15, int32_t * p_16);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_9 g_18 g_53 g_46 g_77 g_78 g_65 g_64 g_67 g_61
 * writes: g_18 g_46 g_9 g_61 g_64 g_65 g_67 g_102 g_118 g_53 g_123
 */
static const uint8_t  func_1(void)
{ /* block id: 0 */
    int32_t *l_8 = &g_9[0];
    uint8_t *l_52[6] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
    uint64_t l_54 = 0x860C01EF4FC6A3F0LL;
    int32_t **l_63[6][9];
    uint32_t *l_66 = &g_67;
    uint32_t l_74 = 0xD5B94995L;
    int8_t l_75 = 0x9DL;
    uint64_t l_76[9] = {0xCE64F81AA30D26BCLL,0xCE64F81AA30D26BCLL,0x8F94618C45603FBDLL,0xCE64F81AA30D26BCLL,0xCE64F81AA30D26BCLL,0x8F94618C45603FBDLL,0xCE64F81AA30D26BCLL,0xCE64F81AA30D26BCLL,0x8F94618C45603FBDLL};
    int32_t ***l_80 = &g_78;
    int32_t ****l_79 = &l_80;
    const uint32_t l_95[5] = {0x69FE4373L,0x69FE4373L,0x69FE4373L,0x69FE4373L,0x69FE4373L};
    int32_t *l_105 = &g_9[0];
    int32_t ** const *l_117 = &l_63[2][6];
    int32_t ** const **l_116 = &l_117;
    int32_t ** const ***l_115 = &l_116;
    int32_t *l_134 = &g_18;
    int32_t l_210 = 0L;
    const int64_t l_229 = 1L;
    int i, j;
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 9; j++)
            l_63[i][j] = &g_61;
    }
    g_65 = (g_64 = func_2(l_8, (*l_8), func_10((l_54 = func_14(g_9[0], l_8)), &g_9[0], g_9[4]), l_8, g_53));
    l_76[8] &= ((((*l_66) = g_9[0]) > (safe_mul_func_uint8_t_u_u(((((void*)0 == &g_46) == 2L) , (((safe_lshift_func_uint8_t_u_u((((safe_sub_func_int16_t_s_s((-1L), l_74)) > 0x43C6L) != (*l_8)), l_75)) | g_46) < g_53)), g_9[0]))) < (*l_8));
    (*l_79) = g_77;
    if (((***l_80) || (***l_80)))
    { /* block id: 36 */
        uint64_t l_96 = 0xF81FC11418CD0E53LL;
        int32_t l_97 = 0x3BC91A03L;
        int32_t *l_104 = &g_46;
        l_97 = (((g_9[4] > ((safe_mul_func_uint8_t_u_u(0x1CL, (safe_rshift_func_int8_t_s_s(((((((safe_add_func_uint32_t_u_u((safe_sub_func_uint64_t_u_u(((safe_lshift_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u(((*g_77) != (*g_77)), g_9[0])), (*l_8))), (****l_79))) & l_95[4]), 0xCDB2BF7FA13A89CELL)), l_96)) > 3UL) , 9UL) == g_53) , (void*)0) != &g_78), 3)))) , (*l_8))) , 0x7AF4644DL) == 6L);
        for (l_75 = 9; (l_75 != (-21)); l_75 = safe_sub_func_uint16_t_u_u(l_75, 2))
        { /* block id: 40 */
            int32_t *l_100 = &g_9[0];
            int32_t ***** const l_101 = &l_79;
            (**g_77) = l_100;
            if ((*g_64))
            { /* block id: 42 */
                int64_t l_103 = 0xB0F1F8A7072EE8FFLL;
                g_102 = l_101;
                if (l_103)
                    break;
                if ((*g_64))
                    break;
            }
            else
            { /* block id: 46 */
                l_105 = l_104;
            }
            if ((*l_104))
                continue;
            for (l_74 = 0; (l_74 < 55); l_74 = safe_add_func_uint16_t_u_u(l_74, 1))
            { /* block id: 52 */
                if ((*g_65))
                    break;
            }
        }
        return (*l_104);
    }
    else
    { /* block id: 57 */
        uint64_t *l_122 = (void*)0;
        int32_t l_129 = 2L;
        int32_t l_130 = 7L;
        int32_t *l_139 = &g_46;
        int32_t l_142[3];
        int16_t l_168[1];
        int i;
        for (i = 0; i < 3; i++)
            l_142[i] = (-1L);
        for (i = 0; i < 1; i++)
            l_168[i] = 5L;
        if (((((~(safe_sub_func_int64_t_s_s(0xCC2E186B95FE78F1LL, (g_123 = (safe_mul_func_int8_t_s_s((-5L), (g_53 &= (safe_mul_func_int8_t_s_s(((g_118[8][3] = l_115) != (void*)0), (0xB2L != 0xBFL)))))))))) & 0xABBD54ED7DDA2347LL) <= g_67) , (*l_8)))
        { /* block id: 61 */
            uint32_t l_128 = 0UL;
            (***l_116) = ((**g_77) = (***l_79));
            l_130 ^= ((safe_mul_func_uint8_t_u_u((((*g_65) , (g_67 < ((((l_128 = (safe_lshift_func_int16_t_s_s((***l_117), 1))) , l_129) < 0x0BL) > (*g_61)))) > 0x71CFL), 0x3DL)) , (*g_61));
        }
        else
        { /* block id: 66 */
            uint32_t l_133 = 0x969D30BDL;
            for (l_54 = 0; (l_54 == 16); l_54 = safe_add_func_uint32_t_u_u(l_54, 1))
            { /* block id: 69 */
                if (l_133)
                    break;
                return g_53;
            }
        }
        l_134 = (void*)0;
    }
    return l_229;
}


/* ------------------------------------------ */
/* 
 * reads : g_9 g_18 g_46
 * writes: g_9 g_18 g_46 g_61
 */
static int32_t * func_2(int32_t * p_3, uint64_t  p_4, int32_t * p_5, int32_t * p_6, uint32_t  p_7)
{ /* block id: 22 */
    int32_t *l_62 = &g_9[0];
    for (p_7 = 17; (p_7 < 11); p_7 = safe_sub_func_int32_t_s_s(p_7, 8))
    { /* block id: 25 */
        if (g_9[0])
            break;
        (*p_5) ^= (-3L);
    }
    g_61 = &g_46;
    return l_62;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes: g_46
 */
static int32_t * func_10(uint8_t  p_11, const int32_t * p_12, int8_t  p_13)
{ /* block id: 18 */
    int32_t *l_55 = (void*)0;
    int32_t *l_56[3][9] = {{&g_46,&g_46,&g_18,&g_9[0],&g_18,&g_46,&g_46,&g_18,&g_9[0]},{&g_18,&g_9[4],&g_18,&g_46,&g_46,&g_18,&g_9[4],&g_18,&g_46},{&g_18,&g_18,&g_18,&g_18,&g_46,&g_18,&g_18,&g_18,&g_18}};
    const int32_t *l_58 = &g_9[0];
    const int32_t **l_57 = &l_58;
    int i, j;
    g_46 = 0x2C160EC2L;
    (*l_57) = p_12;
    return l_56[2][3];
}


/* ------------------------------------------ */
/* 
 * reads : g_9 g_18
 * writes: g_18 g_46
 */
static uint8_t  func_14(uint64_t  p_15, int32_t * p_16)
{ /* block id: 1 */
    int32_t *l_17 = &g_18;
    int32_t *l_20 = &g_18;
    int32_t **l_19 = &l_20;
    int32_t *l_21 = &g_18;
    int16_t l_43 = 0x7276L;
    int32_t *l_44 = (void*)0;
    int32_t *l_45 = &g_46;
    (*l_19) = (l_17 = &g_9[0]);
    (*l_21) = (-1L);
    (*l_45) = ((*l_21) = (safe_rshift_func_int16_t_s_u(((safe_add_func_uint64_t_u_u((safe_unary_minus_func_uint32_t_u(0x43DDCA27L)), 5UL)) || (safe_add_func_uint8_t_u_u((((safe_mul_func_int16_t_s_s(((safe_div_func_uint64_t_u_u((~((safe_unary_minus_func_int16_t_s((6L <= ((((safe_sub_func_uint32_t_u_u(p_15, (((safe_mul_func_int8_t_s_s(((safe_sub_func_int32_t_s_s((safe_sub_func_uint64_t_u_u(p_15, p_15)), 0UL)) != g_9[0]), g_9[1])) & l_43) , (**l_19)))) , (*l_21)) , &g_18) == &g_9[4])))) , g_9[4])), 0x04A276AC116E074FLL)) | g_9[0]), 0xEFB6L)) != 0L) <= 0x9A75015EL), g_18))), 3)));
    for (g_18 = 0; (g_18 >= 4); ++g_18)
    { /* block id: 9 */
        uint64_t l_51 = 0x79A1D127A4EF21DDLL;
        for (l_43 = 0; (l_43 < (-28)); l_43 = safe_sub_func_int64_t_s_s(l_43, 8))
        { /* block id: 12 */
            return l_51;
        }
    }
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
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_9[i], "g_9[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_18, "g_18", print_hash_value);
    transparent_crc(g_46, "g_46", print_hash_value);
    transparent_crc(g_53, "g_53", print_hash_value);
    transparent_crc(g_67, "g_67", print_hash_value);
    transparent_crc(g_123, "g_123", print_hash_value);
    transparent_crc(g_183, "g_183", print_hash_value);
    transparent_crc(g_199, "g_199", print_hash_value);
    transparent_crc(g_226, "g_226", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 50
XXX total union variables: 0

XXX max expression depth: 23
breakdown:
   depth: 1, occurrence: 41
   depth: 2, occurrence: 9
   depth: 11, occurrence: 1
   depth: 12, occurrence: 1
   depth: 13, occurrence: 1
   depth: 14, occurrence: 1
   depth: 19, occurrence: 1
   depth: 23, occurrence: 1

XXX total number of pointers: 56

XXX times a variable address is taken: 70
XXX times a pointer is dereferenced on RHS: 52
breakdown:
   depth: 1, occurrence: 38
   depth: 2, occurrence: 4
   depth: 3, occurrence: 5
   depth: 4, occurrence: 3
   depth: 5, occurrence: 2
XXX times a pointer is dereferenced on LHS: 33
breakdown:
   depth: 1, occurrence: 19
   depth: 2, occurrence: 6
   depth: 3, occurrence: 4
   depth: 4, occurrence: 2
   depth: 5, occurrence: 2
XXX times a pointer is compared with null: 4
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 2
XXX times a pointer is qualified to be dereferenced: 344

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 116
   level: 2, occurrence: 25
   level: 3, occurrence: 27
   level: 4, occurrence: 11
   level: 5, occurrence: 9
XXX number of pointers point to pointers: 23
XXX number of pointers point to scalars: 33
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 16.1
XXX average alias set size: 1.36

XXX times a non-volatile is read: 240
XXX times a non-volatile is write: 125
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 1

XXX stmts: 39
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 16
   depth: 1, occurrence: 8
   depth: 2, occurrence: 8
   depth: 3, occurrence: 7

XXX percentage a fresh-made variable is used: 21.2
XXX percentage an existing variable is used: 78.8
********************* end of statistics **********************/

