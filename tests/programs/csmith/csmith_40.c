/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 40 -o csmith_40.c
 * Seed:      40
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   int32_t  f0;
   uint16_t  f1;
   int32_t  f2;
};

/* --- GLOBAL VARIABLES --- */
static uint16_t g_6 = 0xC3EEL;
static int32_t g_12 = 0x1D26EC17L;
static int8_t g_14[1][8] = {{1L,1L,1L,1L,1L,1L,1L,1L}};
static int8_t *g_57 = &g_14[0][0];
static uint16_t g_61 = 7UL;
static uint8_t g_69[6][9] = {{0x04L,0x67L,0x57L,0UL,0x43L,0x57L,0x8BL,0x57L,0x43L},{0x04L,0x43L,0x43L,0x04L,0x67L,0x57L,0UL,0x43L,0x57L},{5UL,0x43L,1UL,0UL,0UL,0UL,0UL,1UL,0x43L},{0UL,0x67L,1UL,0x7AL,0x67L,0x43L,0x8BL,1UL,1UL},{5UL,0UL,0xF3L,0x67L,0xF3L,0UL,0x43L,0xF3L,0x65L},{1UL,0xA8L,0x1AL,0x57L,0xF3L,0x1AL,0UL,0x1AL,0xF3L}};
static uint8_t g_71 = 0x8CL;
static int64_t g_74 = 9L;
static int16_t g_80 = 0xD27FL;
static uint32_t g_82 = 0x8A60B10FL;
static union U0 g_83 = {0x7774CA6AL};
static int32_t g_85 = 1L;
static int32_t *g_84 = &g_85;
static int32_t *g_87 = &g_12;
static uint8_t g_89 = 0x27L;
static uint8_t g_95[3][2] = {{1UL,0xFDL},{1UL,1UL},{0xFDL,1UL}};
static int64_t g_97[4][1] = {{(-6L)},{(-6L)},{(-6L)},{(-6L)}};
static int32_t **g_106 = &g_84;
static int32_t ***g_105 = &g_106;
static uint64_t g_152 = 0x1259696208B9B0A5LL;
static int64_t g_170 = 0x3E27632A01D18703LL;
static int8_t g_174 = 1L;
static uint32_t g_175[6][7] = {{4294967295UL,4294967287UL,4294967295UL,4294967286UL,4294967287UL,0xE688B2FFL,0xE688B2FFL},{4294967287UL,0x4953C472L,1UL,0x4953C472L,4294967287UL,1UL,0UL},{0UL,0xE688B2FFL,4294967286UL,0UL,4294967286UL,0xE688B2FFL,0UL},{4294967295UL,0UL,0xE688B2FFL,4294967286UL,0UL,4294967286UL,0xE688B2FFL},{0UL,0UL,1UL,4294967287UL,0x4953C472L,1UL,0x4953C472L},{4294967287UL,0xE688B2FFL,0xE688B2FFL,4294967287UL,4294967286UL,4294967295UL,4294967287UL}};


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);
static uint64_t  func_2(int16_t  p_3, int32_t  p_4, uint32_t  p_5);
static int32_t * func_29(uint32_t  p_30, union U0  p_31, int32_t * p_32, uint32_t  p_33);
static uint64_t  func_38(int32_t * p_39, int8_t * const  p_40);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_6 g_12 g_14 g_61 g_74 g_71 g_80 g_83 g_84 g_83.f2 g_89 g_83.f0 g_82 g_97 g_83.f1 g_57 g_69 g_95 g_85 g_87 g_152 g_106 g_105 g_170 g_175
 * writes: g_6 g_12 g_14 g_57 g_61 g_69 g_71 g_74 g_80 g_84 g_87 g_89 g_85 g_105 g_83.f1 g_95 g_152 g_170 g_175
 */
static int32_t  func_1(void)
{ /* block id: 0 */
    int32_t l_93 = 8L;
    uint8_t *l_94 = &g_95[1][0];
    int64_t *l_96[5][4] = {{&g_97[1][0],&g_97[1][0],&g_97[1][0],&g_97[1][0]},{&g_97[1][0],&g_97[1][0],&g_97[1][0],&g_97[1][0]},{&g_97[1][0],&g_97[1][0],&g_97[1][0],&g_97[1][0]},{&g_97[1][0],&g_97[1][0],&g_97[1][0],&g_97[1][0]},{&g_97[1][0],&g_97[1][0],&g_97[1][0],&g_97[1][0]}};
    int32_t l_98 = 0x046699CBL;
    int32_t **l_102[5] = {&g_84,&g_84,&g_84,&g_84,&g_84};
    int32_t ***l_101 = &l_102[2];
    uint8_t l_131 = 9UL;
    int32_t l_179 = 0xA2CE7F33L;
    int i, j;
    if (((func_2(g_6, g_6, g_6) < ((l_98 = (((((((0xE56DL || 65535UL) != l_93) | l_93) || g_82) < l_93) , (void*)0) == l_94)) , 0x9F6C9230FEFE548CLL)) ^ g_97[2][0]))
    { /* block id: 44 */
        uint16_t l_133[3][3] = {{65535UL,65528UL,65535UL},{0x9397L,0x9397L,0x9397L},{65535UL,65528UL,65535UL}};
        uint8_t *l_145 = (void*)0;
        uint8_t *l_146[1];
        int32_t l_151 = 0xCDB5522DL;
        int i, j;
        for (i = 0; i < 1; i++)
            l_146[i] = (void*)0;
        (*g_84) = 0L;
        for (g_6 = 0; (g_6 > 57); g_6++)
        { /* block id: 48 */
            int32_t ****l_103 = (void*)0;
            int32_t ****l_104 = (void*)0;
            uint16_t *l_115[7][4] = {{&g_83.f1,&g_83.f1,&g_61,&g_83.f1},{&g_83.f1,&g_61,&g_61,&g_83.f1},{&g_61,&g_83.f1,&g_61,&g_61},{&g_83.f1,&g_83.f1,&g_61,&g_83.f1},{&g_83.f1,&g_61,&g_61,&g_83.f1},{&g_61,&g_83.f1,&g_61,&g_61},{&g_83.f1,&g_83.f1,&g_61,&g_83.f1}};
            int16_t *l_132 = &g_80;
            int32_t l_134[7] = {0L,0L,0L,0L,0L,0L,0L};
            int i, j;
            g_105 = l_101;
            (*g_87) ^= (safe_mod_func_int8_t_s_s((((safe_lshift_func_int16_t_s_s((safe_sub_func_uint32_t_u_u((safe_mul_func_uint16_t_u_u(0x6E56L, (((((g_83.f1 ^= (--g_61)) && (safe_rshift_func_int16_t_s_u((((((((((safe_add_func_int16_t_s_s(((safe_mul_func_int16_t_s_s((-1L), (safe_div_func_int8_t_s_s((~(g_71 , (safe_add_func_uint32_t_u_u((0L & ((*l_132) = (safe_div_func_uint16_t_u_u((g_83.f1 , 0x9FE0L), l_131)))), l_133[2][1])))), (*g_57))))) != l_133[2][1]), l_134[1])) && 0x92L) && 0UL) != 249UL) != 0xA7L) || 0x70EF1A53783AD51ALL) != l_133[2][1]) , g_69[5][0]) > l_133[1][1]), g_14[0][0]))) == g_97[2][0]) | g_71) ^ g_95[1][0]))), 9L)), g_82)) <= l_133[2][1]) , 0x4FL), g_85));
        }
        for (l_131 = 0; (l_131 == 38); ++l_131)
        { /* block id: 57 */
            int64_t l_137 = 0x82FD53FEA8E8ED7ALL;
            g_85 &= (*g_87);
            return l_137;
        }
        g_152 = (safe_add_func_uint64_t_u_u((safe_rshift_func_int16_t_s_s(((safe_unary_minus_func_uint64_t_u(((safe_rshift_func_uint8_t_u_u(((*l_94) = g_61), (g_71 = g_12))) , (((((l_151 |= ((***l_101) |= (l_133[2][1] < (safe_add_func_uint32_t_u_u(l_133[2][1], ((safe_div_func_int32_t_s_s(0x394F6C93L, l_133[2][0])) < l_133[2][0])))))) != g_14[0][4]) & g_97[3][0]) ^ l_133[0][1]) , g_95[1][0])))) && 0xF819L), 2)), g_80));
    }
    else
    { /* block id: 66 */
        const int64_t l_168 = (-9L);
        int32_t l_172 = 0x9794359DL;
        for (g_152 = 0; (g_152 > 14); g_152++)
        { /* block id: 69 */
            uint8_t l_157[5];
            uint16_t *l_167 = &g_61;
            int16_t *l_169[2][2] = {{&g_80,&g_80},{&g_80,&g_80}};
            int8_t **l_171 = (void*)0;
            int32_t l_173 = 0L;
            int i, j;
            for (i = 0; i < 5; i++)
                l_157[i] = 0x56L;
            if ((**g_106))
                break;
            if ((***g_105))
                continue;
            (***l_101) = (safe_lshift_func_int16_t_s_s(l_157[4], (g_170 &= (safe_mul_func_uint16_t_u_u(((((*l_94) = g_82) | (((safe_mul_func_uint16_t_u_u((g_6++), 0x512FL)) > (g_80 = (!((*g_57) ^ (((*l_167) &= (g_83.f2 && (-2L))) , l_168))))) < l_168)) < l_168), g_69[5][0])))));
            if (((void*)0 != l_171))
            { /* block id: 78 */
                (**g_105) = (*g_106);
            }
            else
            { /* block id: 80 */
                uint8_t l_178[6][3] = {{247UL,251UL,251UL},{251UL,7UL,7UL},{247UL,7UL,247UL},{255UL,251UL,7UL},{255UL,255UL,251UL},{247UL,251UL,251UL}};
                int i, j;
                ++g_175[3][5];
                (***g_105) = l_178[0][1];
                if (l_157[4])
                    continue;
                (*g_84) |= l_179;
            }
        }
        for (l_172 = 1; (l_172 <= 4); l_172 += 1)
        { /* block id: 89 */
            for (g_6 = 0; (g_6 <= 4); g_6 += 1)
            { /* block id: 92 */
                int i;
                if ((*g_84))
                    break;
            }
        }
    }
    for (g_12 = 6; (g_12 == (-13)); --g_12)
    { /* block id: 99 */
        uint64_t l_188 = 0x33999F76DDF6E144LL;
        union U0 l_189 = {1L};
        l_188 = (safe_div_func_uint32_t_u_u(((safe_rshift_func_uint8_t_u_u(((g_12 != (65535UL <= 0x2E64L)) == ((*l_94) = g_175[4][0])), (safe_rshift_func_uint16_t_u_s((0x7BFA83A9L > 0x7FD48144L), 8)))) || 0xB769L), 4294967295UL));
        (**g_105) = (l_188 , func_29(g_82, l_189, (*g_106), (safe_rshift_func_int16_t_s_s(((safe_add_func_int64_t_s_s(g_85, g_6)) , 0L), 10))));
    }
    return (***l_101);
}


/* ------------------------------------------ */
/* 
 * reads : g_6 g_12 g_14 g_61 g_74 g_71 g_80 g_83 g_84 g_83.f2 g_89 g_83.f0
 * writes: g_6 g_12 g_14 g_57 g_61 g_69 g_71 g_74 g_80 g_84 g_87 g_89 g_85
 */
static uint64_t  func_2(int16_t  p_3, int32_t  p_4, uint32_t  p_5)
{ /* block id: 1 */
    uint64_t l_19[2][8] = {{7UL,4UL,0xD24B5E495761BE36LL,0xD24B5E495761BE36LL,4UL,7UL,4UL,0xD24B5E495761BE36LL},{0x143836745799333CLL,4UL,0x143836745799333CLL,7UL,7UL,0x143836745799333CLL,4UL,0x143836745799333CLL}};
    int32_t *l_22 = &g_12;
    int8_t * const l_41 = &g_14[0][3];
    int16_t *l_77 = (void*)0;
    int16_t *l_78 = (void*)0;
    int16_t *l_79 = &g_80;
    uint32_t *l_81[9] = {&g_82,&g_82,&g_82,&g_82,&g_82,&g_82,&g_82,&g_82,&g_82};
    int32_t **l_86 = &g_84;
    uint8_t *l_88 = &g_89;
    int32_t *l_90 = (void*)0;
    int32_t *l_91 = (void*)0;
    int32_t *l_92[7];
    int i, j;
    for (i = 0; i < 7; i++)
        l_92[i] = &g_85;
    for (p_5 = 0; (p_5 <= 60); p_5 = safe_add_func_int8_t_s_s(p_5, 6))
    { /* block id: 4 */
        int32_t l_15 = 1L;
        for (g_6 = 27; (g_6 <= 18); --g_6)
        { /* block id: 7 */
            int32_t *l_11 = &g_12;
            int8_t *l_13[1];
            int32_t *l_16 = &l_15;
            int i;
            for (i = 0; i < 1; i++)
                l_13[i] = &g_14[0][3];
            (*l_11) |= p_4;
            (*l_16) = ((*l_11) = ((g_14[0][3] ^= 0x78L) && l_15));
        }
    }
    for (p_3 = 0; (p_3 <= 7); ++p_3)
    { /* block id: 16 */
        l_19[1][7]--;
        if (g_12)
            continue;
        (*l_22) |= ((void*)0 == l_22);
    }
    g_85 = ((*l_22) = ((*l_22) && (safe_rshift_func_uint8_t_u_u(((safe_mul_func_uint8_t_u_u(((*l_88) &= (safe_lshift_func_uint16_t_u_u((((g_87 = ((*l_86) = func_29((p_5 = (safe_mod_func_uint32_t_u_u(p_3, ((((*l_22) = ((*l_79) |= (safe_div_func_uint64_t_u_u(func_38(&g_12, (p_3 , l_41)), (-7L))))) & 0xFB03L) | g_6)))), g_83, g_84, g_14[0][3]))) != &g_85) , (**l_86)), g_83.f2))), 0x88L)) == g_83.f0), p_3))));
    return p_4;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int32_t * func_29(uint32_t  p_30, union U0  p_31, int32_t * p_32, uint32_t  p_33)
{ /* block id: 35 */
    return &g_12;
}


/* ------------------------------------------ */
/* 
 * reads : g_6 g_14 g_61 g_74 g_71
 * writes: g_57 g_61 g_69 g_71 g_74 g_12
 */
static uint64_t  func_38(int32_t * p_39, int8_t * const  p_40)
{ /* block id: 21 */
    int8_t *l_54 = &g_14[0][5];
    int8_t **l_55 = (void*)0;
    int8_t **l_56[2][3] = {{&l_54,&l_54,&l_54},{&l_54,&l_54,&l_54}};
    uint16_t *l_60 = &g_61;
    int32_t l_64 = 5L;
    int32_t l_67 = (-1L);
    uint8_t *l_68 = &g_69[5][0];
    uint8_t *l_70[5] = {&g_71,&g_71,&g_71,&g_71,&g_71};
    int32_t l_72[9][1] = {{0x7C1F20CFL},{0x7C1F20CFL},{0xB05D0942L},{0x7C1F20CFL},{0x7C1F20CFL},{0xB05D0942L},{0x7C1F20CFL},{0x7C1F20CFL},{0xB05D0942L}};
    int64_t *l_73[1][1];
    int32_t l_75 = 0x19045039L;
    int32_t *l_76 = &l_67;
    int i, j;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
            l_73[i][j] = &g_74;
    }
    (*p_39) = ((((safe_sub_func_int64_t_s_s((safe_unary_minus_func_uint8_t_u(g_6)), (g_14[0][2] , ((safe_mul_func_uint16_t_u_u((~(safe_lshift_func_int16_t_s_u(((safe_sub_func_uint64_t_u_u(((g_74 &= ((safe_rshift_func_int8_t_s_s(((l_72[3][0] = ((l_54 != (g_57 = l_54)) | ((((((g_71 = (((l_67 = ((*l_68) = ((safe_sub_func_uint16_t_u_u((l_64 |= (++(*l_60))), (((safe_sub_func_int32_t_s_s(l_67, 1UL)) & 1L) >= l_67))) > l_67))) | 0x8BL) & 0x120B2523L)) > l_72[8][0]) || g_6) , &l_54) != &l_54) && l_72[2][0]))) <= l_75), g_6)) , l_72[4][0])) != l_75), g_14[0][0])) , l_72[8][0]), 2))), 0xB60AL)) , g_14[0][3])))) && l_72[8][0]) , l_76) != p_39);
    return g_71;
}




/* ---------------------------------------- */
int main (void)
{
    int i, j;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_12, "g_12", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_14[i][j], "g_14[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_61, "g_61", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 9; j++)
        {
            transparent_crc(g_69[i][j], "g_69[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_71, "g_71", print_hash_value);
    transparent_crc(g_74, "g_74", print_hash_value);
    transparent_crc(g_80, "g_80", print_hash_value);
    transparent_crc(g_82, "g_82", print_hash_value);
    transparent_crc(g_83.f1, "g_83.f1", print_hash_value);
    transparent_crc(g_85, "g_85", print_hash_value);
    transparent_crc(g_89, "g_89", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_95[i][j], "g_95[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_97[i][j], "g_97[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_152, "g_152", print_hash_value);
    transparent_crc(g_170, "g_170", print_hash_value);
    transparent_crc(g_174, "g_174", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_175[i][j], "g_175[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 38
XXX total union variables: 2

XXX max expression depth: 37
breakdown:
   depth: 1, occurrence: 37
   depth: 2, occurrence: 11
   depth: 4, occurrence: 1
   depth: 9, occurrence: 1
   depth: 10, occurrence: 1
   depth: 15, occurrence: 1
   depth: 16, occurrence: 1
   depth: 18, occurrence: 1
   depth: 26, occurrence: 1
   depth: 32, occurrence: 1
   depth: 37, occurrence: 1

XXX total number of pointers: 43

XXX times a variable address is taken: 49
XXX times a pointer is dereferenced on RHS: 11
breakdown:
   depth: 1, occurrence: 7
   depth: 2, occurrence: 2
   depth: 3, occurrence: 2
XXX times a pointer is dereferenced on LHS: 25
breakdown:
   depth: 1, occurrence: 20
   depth: 2, occurrence: 2
   depth: 3, occurrence: 3
XXX times a pointer is compared with null: 2
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 166

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 62
   level: 2, occurrence: 12
   level: 3, occurrence: 21
XXX number of pointers point to pointers: 10
XXX number of pointers point to scalars: 33
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 30.2
XXX average alias set size: 1.21

XXX times a non-volatile is read: 130
XXX times a non-volatile is write: 91
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 39
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 10
   depth: 1, occurrence: 12
   depth: 2, occurrence: 11
   depth: 3, occurrence: 6

XXX percentage a fresh-made variable is used: 21.7
XXX percentage an existing variable is used: 78.3
********************* end of statistics **********************/

