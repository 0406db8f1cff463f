/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 47 -o csmith_47.c
 * Seed:      47
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   uint32_t  f0;
   int32_t  f1;
   uint32_t  f2;
};

/* --- GLOBAL VARIABLES --- */
static int8_t g_7 = 0xD7L;
static int16_t g_9 = 0L;
static int16_t g_32 = 0L;
static int16_t *g_31[2] = {&g_32,&g_32};
static int32_t g_35 = 0L;
static struct S0 g_39[4][4] = {{{4294967295UL,-1L,0UL},{4294967295UL,-1L,0UL},{4294967295UL,-1L,0UL},{4294967295UL,-1L,0UL}},{{4294967295UL,-1L,0UL},{4294967295UL,-1L,0UL},{4294967295UL,-1L,0UL},{4294967295UL,-1L,0UL}},{{4294967295UL,-1L,0UL},{4294967295UL,-1L,0UL},{4294967295UL,-1L,0UL},{4294967295UL,-1L,0UL}},{{4294967295UL,-1L,0UL},{4294967295UL,-1L,0UL},{4294967295UL,-1L,0UL},{4294967295UL,-1L,0UL}}};
static uint64_t g_54 = 1UL;
static int32_t g_70 = 1L;
static struct S0 ***g_72 = (void*)0;
static uint8_t g_90 = 249UL;
static uint64_t *g_102[8] = {&g_54,&g_54,&g_54,&g_54,&g_54,&g_54,&g_54,&g_54};
static uint8_t g_131 = 0xADL;
static uint32_t g_147 = 6UL;
static int64_t g_149[2] = {0L,0L};
static int32_t g_181 = 1L;
static uint64_t g_182 = 18446744073709551606UL;


/* --- FORWARD DECLARATIONS --- */
static struct S0  func_1(void);
static uint32_t  func_10(struct S0  p_11);
static struct S0  func_12(uint32_t  p_13, int64_t  p_14, int16_t * p_15, int16_t * p_16);
static int8_t  func_24(int16_t * p_25, int32_t  p_26, uint32_t  p_27, uint8_t  p_28);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_7 g_31 g_35 g_32 g_39 g_54 g_72 g_90 g_70 g_131 g_147 g_9 g_182
 * writes: g_9 g_39 g_35 g_54 g_70 g_72 g_32 g_90 g_102 g_131 g_149 g_182
 */
static struct S0  func_1(void)
{ /* block id: 0 */
    int16_t *l_8[2];
    int32_t l_17 = (-1L);
    int32_t l_18 = (-1L);
    const uint64_t l_19 = 0x5EEC80F219A6FDD8LL;
    int32_t l_140 = 0x463B2593L;
    uint8_t *l_146 = &g_90;
    struct S0 *l_151 = &g_39[3][2];
    int32_t l_152 = 0L;
    int32_t l_180 = 0x5E22557AL;
    int i;
    for (i = 0; i < 2; i++)
        l_8[i] = &g_9;
    if ((safe_unary_minus_func_int32_t_s((safe_mul_func_int16_t_s_s((((g_9 = (safe_lshift_func_uint8_t_u_u(g_7, 6))) , g_7) >= func_10(func_12((((l_18 &= l_17) < (l_19 , ((safe_mul_func_uint16_t_u_u((safe_lshift_func_int8_t_s_s(func_24(l_8[1], g_7, l_17, g_7), 0)), g_32)) || 1UL))) == 0xB3423B0CL), l_19, l_8[0], l_8[1]))), l_17)))))
    { /* block id: 55 */
        int32_t *l_123 = &l_17;
        int32_t *l_124 = &g_39[3][2].f1;
        int32_t *l_125 = (void*)0;
        int32_t *l_126 = &l_17;
        int32_t *l_127 = (void*)0;
        int32_t *l_128 = (void*)0;
        int32_t *l_129[4][6] = {{&g_70,&g_35,(void*)0,&g_35,&g_35,(void*)0},{&g_39[3][2].f1,&g_35,(void*)0,(void*)0,&g_35,&g_39[3][2].f1},{(void*)0,&g_35,&g_39[3][2].f1,&g_70,&g_35,(void*)0},{&g_39[3][2].f1,(void*)0,&g_35,(void*)0,&g_39[3][2].f1,(void*)0}};
        int8_t l_130 = 0x01L;
        uint16_t l_143 = 65535UL;
        int64_t *l_148 = &g_149[0];
        uint16_t l_150 = 3UL;
        struct S0 **l_176 = &l_151;
        struct S0 ***l_175[1][9] = {{&l_176,&l_176,&l_176,&l_176,&l_176,&l_176,&l_176,&l_176,&l_176}};
        int i, j;
        g_131++;
        if ((((((safe_lshift_func_uint16_t_u_u(((l_17 >= (safe_mod_func_uint64_t_u_u((safe_div_func_int32_t_s_s(l_19, l_140)), ((safe_mod_func_uint16_t_u_u((((*l_148) = (l_143 , (((safe_rshift_func_int8_t_s_s(((l_146 != (void*)0) >= g_147), g_39[3][2].f1)) && (-4L)) | g_7))) , g_147), g_39[3][2].f0)) && 0x48BDL)))) != g_9), l_140)) < l_150) , l_151) == (void*)0) && l_152))
        { /* block id: 58 */
            uint8_t l_153 = 8UL;
            int32_t l_160 = 0x7BBAC150L;
            l_153++;
            l_160 |= (((((safe_sub_func_int64_t_s_s(1L, (247UL ^ (g_54 & ((g_39[3][2].f1 ^ (((g_39[3][2].f1 || l_153) , (void*)0) == &l_19)) ^ l_18))))) && 4294967292UL) > l_153) ^ 65535UL) > l_17);
        }
        else
        { /* block id: 61 */
            uint16_t *l_161 = (void*)0;
            uint16_t *l_162 = &l_143;
            int32_t l_163 = 0L;
            int32_t **l_164 = &l_127;
            struct S0 l_177 = {0xA51A47E8L,3L,1UL};
            l_163 |= (((*l_162) = l_17) & g_70);
            (*l_164) = &g_35;
            if ((g_70 = (safe_mul_func_uint16_t_u_u(((safe_rshift_func_int8_t_s_u(g_39[3][2].f2, 2)) | ((0x9F823E19L || (*l_127)) > 0x5FL)), (safe_mod_func_int64_t_s_s(g_70, l_18))))))
            { /* block id: 66 */
                return g_39[3][2];
            }
            else
            { /* block id: 68 */
                struct S0 **l_172 = &l_151;
                struct S0 ***l_171 = &l_172;
                struct S0 ****l_173 = &l_171;
                (*l_173) = l_171;
                l_177 = func_12(l_17, ((*l_148) = (!((void*)0 == l_175[0][3]))), l_8[1], &g_9);
            }
        }
    }
    else
    { /* block id: 74 */
        int32_t *l_178 = &g_39[3][2].f1;
        int32_t *l_179[1];
        int i;
        for (i = 0; i < 1; i++)
            l_179[i] = &l_17;
        --g_182;
    }
    return (*l_151);
}


/* ------------------------------------------ */
/* 
 * reads : g_54 g_39.f1 g_70 g_90
 * writes: g_90 g_70
 */
static uint32_t  func_10(struct S0  p_11)
{ /* block id: 50 */
    int32_t *l_116 = &g_35;
    int32_t **l_115 = &l_116;
    int32_t l_117[7][9] = {{0x5FFF9132L,0xE628F5DBL,0x5FFF9132L,0xE628F5DBL,0x5FFF9132L,0xE628F5DBL,0x5FFF9132L,0xE628F5DBL,0x5FFF9132L},{7L,7L,7L,7L,7L,7L,7L,7L,7L},{0x5FFF9132L,0xE628F5DBL,0x5FFF9132L,0xE628F5DBL,0x5FFF9132L,0xE628F5DBL,0x5FFF9132L,0xE628F5DBL,0x5FFF9132L},{7L,7L,7L,7L,7L,7L,7L,7L,7L},{0x5FFF9132L,0xE628F5DBL,0x5FFF9132L,0xE628F5DBL,0x5FFF9132L,0xE628F5DBL,0x5FFF9132L,0xE628F5DBL,0x5FFF9132L},{7L,7L,7L,7L,7L,7L,7L,7L,7L},{0x5FFF9132L,0xE628F5DBL,0x5FFF9132L,0xE628F5DBL,0x5FFF9132L,0xE628F5DBL,0x5FFF9132L,0xE628F5DBL,0x5FFF9132L}};
    uint8_t *l_122 = &g_90;
    int i, j;
    g_70 &= ((safe_rshift_func_uint8_t_u_s(((safe_add_func_uint32_t_u_u(((safe_lshift_func_int16_t_s_s(((safe_rshift_func_int16_t_s_u((((*l_115) = &g_35) == (void*)0), ((l_117[4][0] < ((safe_mod_func_uint8_t_u_u(g_54, ((*l_122) = (safe_rshift_func_int16_t_s_s(p_11.f1, l_117[4][3]))))) <= 0x13L)) > p_11.f1))) > p_11.f0), p_11.f2)) != g_39[3][2].f1), g_54)) < 4294967295UL), p_11.f0)) && 0x96A5L);
    return g_90;
}


/* ------------------------------------------ */
/* 
 * reads : g_32 g_90 g_70 g_7 g_39
 * writes: g_32 g_90 g_102 g_39 g_70
 */
static struct S0  func_12(uint32_t  p_13, int64_t  p_14, int16_t * p_15, int16_t * p_16)
{ /* block id: 37 */
    int16_t l_79 = (-4L);
    int32_t l_88 = 0x8D1E4532L;
    int32_t l_89 = 5L;
    int32_t *l_94 = &g_70;
    int32_t **l_93 = &l_94;
    int32_t l_97[9] = {0xC8EE3FDEL,0xC8EE3FDEL,0xC8EE3FDEL,0xC8EE3FDEL,0xC8EE3FDEL,0xC8EE3FDEL,0xC8EE3FDEL,0xC8EE3FDEL,0xC8EE3FDEL};
    uint64_t *l_100[9];
    uint64_t **l_101 = &l_100[2];
    struct S0 l_103 = {0xD8298C98L,-1L,0xE463D775L};
    struct S0 *l_104 = &g_39[3][2];
    uint64_t *l_105 = &g_54;
    uint16_t l_106 = 65535UL;
    int i;
    for (i = 0; i < 9; i++)
        l_100[i] = &g_54;
    for (g_32 = (-21); (g_32 != 11); g_32 = safe_add_func_int64_t_s_s(g_32, 8))
    { /* block id: 40 */
        int32_t *l_77 = &g_70;
        int32_t *l_78 = &g_39[3][2].f1;
        int32_t *l_80 = &g_39[3][2].f1;
        int32_t *l_81 = &g_39[3][2].f1;
        int32_t *l_82 = &g_70;
        int32_t *l_83 = &g_35;
        int32_t *l_84 = &g_39[3][2].f1;
        int32_t l_85[1];
        int32_t *l_86 = (void*)0;
        int32_t *l_87[8] = {&g_70,&g_70,&g_70,&g_70,&g_70,&g_70,&g_70,&g_70};
        int i;
        for (i = 0; i < 1; i++)
            l_85[i] = 1L;
        --g_90;
    }
    (*l_93) = &g_70;
    (**l_93) = (((**l_93) <= (safe_rshift_func_int16_t_s_u(l_97[3], 4))) ^ (safe_mul_func_uint16_t_u_u(((g_102[7] = ((*l_101) = l_100[2])) != (((*l_104) = l_103) , l_105)), g_7)));
    (*l_94) = l_106;
    return (*l_104);
}


/* ------------------------------------------ */
/* 
 * reads : g_7 g_31 g_35 g_32 g_39 g_54 g_72
 * writes: g_39 g_35 g_54 g_70 g_72
 */
static int8_t  func_24(int16_t * p_25, int32_t  p_26, uint32_t  p_27, uint8_t  p_28)
{ /* block id: 3 */
    const int64_t l_36 = (-1L);
    struct S0 l_37 = {0xBBFEFA2EL,0x769E8A28L,0UL};
    int32_t *l_43 = &g_39[3][2].f1;
    if ((safe_add_func_uint8_t_u_u(((g_7 <= (((((p_25 != g_31[0]) | p_26) <= (safe_div_func_int64_t_s_s(((p_28 == g_35) ^ 0xC259L), 0xC124380D33B947E2LL))) , g_32) <= l_36)) != p_27), 0x69L)))
    { /* block id: 4 */
        struct S0 *l_38[5];
        struct S0 l_40 = {4294967287UL,0x041AC573L,0x098B3027L};
        int i;
        for (i = 0; i < 5; i++)
            l_38[i] = &l_37;
        g_39[3][2] = l_37;
        l_40 = g_39[3][2];
        for (l_37.f1 = 10; (l_37.f1 <= (-2)); l_37.f1 = safe_sub_func_uint32_t_u_u(l_37.f1, 5))
        { /* block id: 9 */
            int32_t **l_44 = &l_43;
            for (p_27 = 0; (p_27 <= 3); p_27 += 1)
            { /* block id: 12 */
                return p_26;
            }
            (*l_44) = l_43;
        }
    }
    else
    { /* block id: 17 */
        const int16_t l_46 = 0xB260L;
        int32_t *l_47 = &g_35;
        int32_t **l_48 = &l_43;
        (*l_47) ^= ((((((p_26 || ((void*)0 != &g_35)) , (!((*l_43) <= (((-1L) | (*l_43)) | l_46)))) >= g_39[3][2].f0) && 0xFF9B1116L) == p_28) || p_28);
lbl_74:
        (*l_48) = (p_26 , &g_35);
        for (p_28 = (-10); (p_28 > 20); p_28 = safe_add_func_int16_t_s_s(p_28, 1))
        { /* block id: 22 */
            uint64_t *l_51 = (void*)0;
            uint64_t *l_52 = (void*)0;
            uint64_t *l_53 = &g_54;
            int32_t l_61 = 0x9C72380CL;
            struct S0 l_62 = {0x7033C996L,0x097B3892L,0xBBAE6652L};
            if (((((*l_53) &= 0xA5EA8900E2E800BCLL) || 0x13E7BE80AAC82C1BLL) , (safe_div_func_int16_t_s_s(((safe_add_func_int64_t_s_s(((safe_sub_func_uint64_t_u_u(p_27, l_61)) || (((&g_54 == (void*)0) , l_37) , p_28)), p_27)) && 65530UL), g_7))))
            { /* block id: 24 */
                struct S0 *l_63 = &l_37;
                struct S0 **l_71 = &l_63;
                (*l_63) = l_62;
                (**l_48) = (((safe_add_func_int32_t_s_s((safe_div_func_int16_t_s_s(((safe_lshift_func_uint8_t_u_u(g_39[3][2].f2, 4)) | g_39[3][2].f0), ((g_70 = 7L) || p_28))), p_28)) | 255UL) || 0xFB9B03F06E912672LL);
                (*l_71) = &g_39[3][2];
            }
            else
            { /* block id: 29 */
                struct S0 ****l_73 = &g_72;
                (*l_73) = g_72;
                return p_26;
            }
        }
        if (l_37.f1)
            goto lbl_74;
    }
    return p_27;
}




/* ---------------------------------------- */
int main (void)
{
    int i, j;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_7, "g_7", print_hash_value);
    transparent_crc(g_9, "g_9", print_hash_value);
    transparent_crc(g_32, "g_32", print_hash_value);
    transparent_crc(g_35, "g_35", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_39[i][j].f0, "g_39[i][j].f0", print_hash_value);
            transparent_crc(g_39[i][j].f1, "g_39[i][j].f1", print_hash_value);
            transparent_crc(g_39[i][j].f2, "g_39[i][j].f2", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_54, "g_54", print_hash_value);
    transparent_crc(g_70, "g_70", print_hash_value);
    transparent_crc(g_90, "g_90", print_hash_value);
    transparent_crc(g_131, "g_131", print_hash_value);
    transparent_crc(g_147, "g_147", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_149[i], "g_149[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_181, "g_181", print_hash_value);
    transparent_crc(g_182, "g_182", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 40
   depth: 1, occurrence: 6
XXX total union variables: 0

XXX max expression depth: 22
breakdown:
   depth: 1, occurrence: 44
   depth: 2, occurrence: 5
   depth: 3, occurrence: 1
   depth: 7, occurrence: 1
   depth: 8, occurrence: 1
   depth: 9, occurrence: 1
   depth: 10, occurrence: 1
   depth: 11, occurrence: 1
   depth: 12, occurrence: 2
   depth: 13, occurrence: 1
   depth: 17, occurrence: 1
   depth: 20, occurrence: 1
   depth: 22, occurrence: 1

XXX total number of pointers: 56

XXX times a variable address is taken: 63
XXX times a pointer is dereferenced on RHS: 6
breakdown:
   depth: 1, occurrence: 5
   depth: 2, occurrence: 1
XXX times a pointer is dereferenced on LHS: 20
breakdown:
   depth: 1, occurrence: 18
   depth: 2, occurrence: 2
XXX times a pointer is compared with null: 4
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 1
XXX times a pointer is qualified to be dereferenced: 210

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 36
   level: 2, occurrence: 6
XXX number of pointers point to pointers: 14
XXX number of pointers point to scalars: 38
XXX number of pointers point to structs: 4
XXX percent of pointers has null in alias set: 17.9
XXX average alias set size: 1.12

XXX times a non-volatile is read: 116
XXX times a non-volatile is write: 61
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
   depth: 0, occurrence: 11
   depth: 1, occurrence: 11
   depth: 2, occurrence: 8
   depth: 3, occurrence: 9

XXX percentage a fresh-made variable is used: 26.1
XXX percentage an existing variable is used: 73.9
********************* end of statistics **********************/

