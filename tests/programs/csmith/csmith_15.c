/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 15 -o csmith_15.c
 * Seed:      15
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   int32_t  f0;
   uint32_t  f1;
   const int32_t  f2;
   uint8_t  f3;
   int8_t * f4;
};

/* --- GLOBAL VARIABLES --- */
static uint16_t g_7 = 0xFCF0L;
static int8_t g_9 = 0xFEL;
static const int32_t g_18 = 1L;
static uint64_t g_25 = 18446744073709551612UL;
static int32_t g_31 = 0xE19F8C51L;
static uint64_t g_48 = 0x31966BA05392614FLL;
static union U0 g_54 = {2L};
static int16_t g_61 = 0xD318L;
static int64_t g_88 = 0L;
static int64_t g_91 = 0x370A27EA102817ACLL;
static int32_t g_109 = 1L;
static uint32_t g_125 = 0UL;
static uint8_t g_129 = 1UL;
static int16_t *g_168 = &g_61;
static int16_t **g_167 = &g_168;
static const int32_t *g_170 = &g_54.f0;
static uint32_t g_171 = 2UL;


/* --- FORWARD DECLARATIONS --- */
static int8_t  func_1(void);
static int64_t  func_2(int16_t  p_3, int8_t * p_4, uint32_t  p_5, int8_t * p_6);
static union U0  func_10(uint16_t  p_11, int8_t * p_12, int8_t * p_13, int8_t  p_14);
static uint16_t  func_15(int8_t * const  p_16);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_7 g_25 g_18 g_9 g_31 g_48 g_54 g_54.f2 g_54.f1 g_88 g_61 g_54.f0 g_109 g_54.f3 g_125 g_129 g_167 g_171
 * writes: g_25 g_31 g_48 g_61 g_88 g_91 g_54.f3 g_54.f0 g_109 g_9 g_7 g_125 g_129 g_167 g_170 g_171
 */
static int8_t  func_1(void)
{ /* block id: 0 */
    int8_t *l_8[8][2] = {{(void*)0,&g_9},{(void*)0,(void*)0},{(void*)0,&g_9},{(void*)0,(void*)0},{(void*)0,&g_9},{(void*)0,(void*)0},{(void*)0,&g_9},{(void*)0,(void*)0}};
    int8_t *l_32[5] = {&g_9,&g_9,&g_9,&g_9,&g_9};
    int32_t l_55 = 0xBDCCB4F7L;
    int64_t l_66 = 0xD2985DA4005DEF9ELL;
    const uint8_t l_67 = 2UL;
    int8_t l_78[2];
    int8_t l_104 = (-4L);
    int32_t *l_123 = &l_55;
    int i, j;
    for (i = 0; i < 2; i++)
        l_78[i] = 0x43L;
    if ((func_2(g_7, l_8[7][0], (func_10(func_15(l_8[7][0]), l_8[7][0], l_32[3], g_7) , 0x27FE137CL), &g_9) == l_55))
    { /* block id: 16 */
        int32_t *l_57 = &g_31;
        int32_t **l_56 = &l_57;
        int16_t *l_60 = &g_61;
        uint64_t *l_89[1][2];
        int32_t l_99[3][4] = {{(-1L),4L,0L,4L},{4L,2L,0L,0L},{(-1L),(-1L),4L,0L}};
        uint32_t l_120 = 2UL;
        int i, j;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 2; j++)
                l_89[i][j] = (void*)0;
        }
        (*l_56) = &g_31;
        if ((((((((((safe_rshift_func_uint8_t_u_u((((((*l_60) = l_55) >= ((g_54.f2 , 4UL) == (g_54.f2 , ((safe_mod_func_uint32_t_u_u((safe_add_func_int32_t_s_s((l_66 ^ 0x16862065L), g_18)), (*l_57))) , 0L)))) , l_55) == l_66), 0)) , g_25) , 0UL) , g_48) | 0xC6870442L) != g_9) , g_25) && l_55) ^ l_67))
        { /* block id: 19 */
            int64_t *l_72 = &l_66;
            int32_t l_77 = 1L;
            if ((((safe_add_func_uint64_t_u_u((safe_mod_func_int64_t_s_s((*l_57), ((*l_72) = 4L))), ((safe_div_func_uint16_t_u_u(((((g_48 >= ((0x1DEE1550L & (safe_sub_func_uint8_t_u_u((((*l_60) = (**l_56)) == g_25), l_77))) , l_55)) == 3UL) <= 7L) <= g_54.f2), 8UL)) >= l_78[0]))) ^ 1UL) != g_9))
            { /* block id: 22 */
                uint32_t *l_86 = (void*)0;
                uint32_t *l_87 = (void*)0;
                int64_t *l_90 = &g_91;
                uint8_t *l_92 = &g_54.f3;
                (**l_56) = ((safe_add_func_int8_t_s_s((-1L), (g_54.f1 , ((*l_92) = (+(safe_sub_func_int64_t_s_s(((*l_90) = ((g_88 ^= g_54.f1) != (((*l_72) = g_54.f2) == (l_89[0][0] != &g_48)))), g_61))))))) != 1UL);
                if (l_77)
                    goto lbl_97;
lbl_97:
                (*l_57) = ((**l_56) < (((safe_rshift_func_uint16_t_u_u(g_25, 14)) , (safe_div_func_uint64_t_u_u(0x50235B3423B0CAFCLL, g_48))) , 0xB382E325L));
                return (**l_56);
            }
            else
            { /* block id: 31 */
                int32_t *l_98[3][9] = {{(void*)0,&g_54.f0,&l_77,&l_55,(void*)0,&g_54.f0,&l_77,&g_54.f0,(void*)0},{&g_54.f0,&l_77,&l_77,&g_54.f0,&l_55,&g_54.f0,&l_55,&l_55,&l_55},{&g_54.f0,&l_55,&g_54.f0,&l_77,&l_77,&g_54.f0,&l_55,&g_54.f0,&l_55}};
                int i, j;
                g_54.f0 &= (l_99[1][2] |= ((**l_56) ^= 0x28C89D87L));
            }
            for (l_55 = 1; (l_55 >= 0); l_55 -= 1)
            { /* block id: 38 */
                int i;
                return l_78[l_55];
            }
        }
        else
        { /* block id: 41 */
            const int32_t *l_101[4];
            const int32_t **l_100 = &l_101[0];
            int i;
            for (i = 0; i < 4; i++)
                l_101[i] = &l_55;
            (*l_100) = &g_18;
            for (g_61 = (-28); (g_61 != (-14)); g_61 = safe_add_func_int8_t_s_s(g_61, 7))
            { /* block id: 45 */
                int32_t *l_105 = (void*)0;
                int32_t *l_106 = (void*)0;
                int32_t *l_107 = (void*)0;
                int32_t *l_108 = &g_109;
                int32_t *l_110 = &l_99[1][2];
                int32_t *l_111 = &l_99[1][2];
                int32_t *l_112 = (void*)0;
                int32_t *l_113 = &l_99[2][1];
                int32_t *l_114 = &l_99[2][2];
                int32_t *l_115 = (void*)0;
                int32_t *l_116 = &l_99[1][2];
                int32_t *l_117 = &l_55;
                int32_t l_118 = 9L;
                int32_t *l_119[6][3] = {{(void*)0,&g_54.f0,&l_99[2][2]},{(void*)0,&l_99[1][2],(void*)0},{(void*)0,&l_99[0][1],(void*)0},{(void*)0,&g_54.f0,&l_99[2][2]},{(void*)0,&l_99[1][2],(void*)0},{(void*)0,&l_99[0][1],(void*)0}};
                int i, j;
                (*l_111) = (l_104 ^ (g_9 = (((l_110 = (((*l_108) |= g_88) , &g_31)) == ((*l_56) = (*l_56))) || g_54.f3)));
                ++l_120;
            }
        }
        for (l_104 = 0; (l_104 <= 0); l_104 += 1)
        { /* block id: 56 */
            int32_t *l_124[9][1];
            int i, j;
            for (i = 0; i < 9; i++)
            {
                for (j = 0; j < 1; j++)
                    l_124[i][j] = (void*)0;
            }
            for (g_7 = 0; g_7 < 3; g_7 += 1)
            {
                for (l_66 = 0; l_66 < 4; l_66 += 1)
                {
                    l_99[g_7][l_66] = (-4L);
                }
            }
            for (g_88 = 0; (g_88 <= 1); g_88 += 1)
            { /* block id: 60 */
                uint64_t l_128 = 0UL;
                l_124[8][0] = (l_123 = (void*)0);
                --g_125;
                if (l_128)
                    continue;
                --g_129;
            }
        }
        for (g_88 = (-30); (g_88 <= (-3)); g_88 = safe_add_func_int8_t_s_s(g_88, 3))
        { /* block id: 70 */
            union U0 l_144[5][10] = {{{6L},{6L},{6L},{6L},{6L},{6L},{6L},{6L},{6L},{6L}},{{6L},{6L},{6L},{6L},{6L},{6L},{6L},{6L},{6L},{6L}},{{6L},{6L},{6L},{6L},{6L},{6L},{6L},{6L},{6L},{6L}},{{6L},{6L},{6L},{6L},{6L},{6L},{6L},{6L},{6L},{6L}},{{6L},{6L},{6L},{6L},{6L},{6L},{6L},{6L},{6L},{6L}}};
            int i, j;
            g_54.f0 = ((((((safe_rshift_func_uint16_t_u_u(((safe_sub_func_int16_t_s_s(((((safe_lshift_func_uint8_t_u_s((safe_sub_func_uint64_t_u_u(((((*l_57) < ((l_144[2][7] , (((&g_91 == &g_91) || 65531UL) ^ (-6L))) , 0L)) & l_66) >= 255UL), 1L)), 4)) | g_25) < (**l_56)) >= l_144[2][7].f0), 0x3FE2L)) && g_25), (**l_56))) != 0xC37BB759L) | g_88) , 0x1E3A2289L) > (*l_57)) && 1UL);
        }
    }
    else
    { /* block id: 73 */
        uint64_t l_147[1];
        uint32_t l_160 = 0xC5AAFB2DL;
        int32_t l_161[10][2] = {{0x15256D7EL,0xCA79523BL},{0x15256D7EL,0x15256D7EL},{0x15256D7EL,0xCA79523BL},{0x15256D7EL,0x15256D7EL},{0x15256D7EL,0xCA79523BL},{0x15256D7EL,0x15256D7EL},{0x15256D7EL,0xCA79523BL},{0x15256D7EL,0x15256D7EL},{0x15256D7EL,0xCA79523BL},{0x15256D7EL,0x15256D7EL}};
        const int32_t l_162 = 8L;
        int i, j;
        for (i = 0; i < 1; i++)
            l_147[i] = 0UL;
        if ((((safe_mul_func_int8_t_s_s((l_147[0] != ((((g_54 , (safe_div_func_uint32_t_u_u(((safe_sub_func_int64_t_s_s((safe_sub_func_uint32_t_u_u((safe_rshift_func_uint8_t_u_s(0x4FL, (((safe_add_func_int64_t_s_s((((safe_lshift_func_int8_t_s_u(((((&l_123 != (void*)0) ^ 0xF277706BL) >= l_160) && (-10L)), 2)) != l_161[1][1]) > g_61), 0UL)) > g_31) , g_54.f2))), 0x950AD08FL)), 0UL)) == (-1L)), 0x8149AEB8L))) != (*l_123)) , l_162) >= g_61)), 246UL)) ^ g_129) != 0x57EAC764L))
        { /* block id: 74 */
            const int32_t *l_164 = &l_161[1][1];
            const int32_t **l_163 = &l_164;
            (*l_163) = &g_18;
            for (g_88 = 0; (g_88 == 22); g_88 = safe_add_func_int16_t_s_s(g_88, 4))
            { /* block id: 78 */
                int16_t ***l_169 = &g_167;
                (*l_169) = g_167;
                if (g_109)
                    continue;
            }
        }
        else
        { /* block id: 82 */
            g_170 = &g_18;
        }
        ++g_171;
    }
    return g_18;
}


/* ------------------------------------------ */
/* 
 * reads : g_7
 * writes:
 */
static int64_t  func_2(int16_t  p_3, int8_t * p_4, uint32_t  p_5, int8_t * p_6)
{ /* block id: 14 */
    return g_7;
}


/* ------------------------------------------ */
/* 
 * reads : g_25 g_48 g_54
 * writes: g_48 g_31
 */
static union U0  func_10(uint16_t  p_11, int8_t * p_12, int8_t * p_13, int8_t  p_14)
{ /* block id: 6 */
    uint64_t *l_37 = &g_25;
    uint64_t *l_46 = (void*)0;
    uint64_t *l_47 = &g_48;
    int32_t l_49 = 0x321248C3L;
    int32_t *l_50 = &g_31;
    int32_t **l_51 = &l_50;
    int32_t *l_53 = &l_49;
    int32_t **l_52 = &l_53;
    (*l_50) = (l_49 ^= ((safe_sub_func_int16_t_s_s(0x14B4L, ((safe_mod_func_int8_t_s_s((l_37 != l_37), ((safe_mod_func_uint64_t_u_u(p_11, ((*l_47) ^= (safe_add_func_int32_t_s_s((safe_unary_minus_func_int16_t_s((+((safe_add_func_int8_t_s_s(0x0FL, g_25)) , p_14)))), 0x4965DA1FL))))) && 0x602FF7A2D47E1325LL))) <= p_14))) == 252UL));
    (*l_52) = ((*l_51) = (void*)0);
    l_49 = g_25;
    return g_54;
}


/* ------------------------------------------ */
/* 
 * reads : g_7 g_25 g_18 g_9 g_31
 * writes: g_25 g_31
 */
static uint16_t  func_15(int8_t * const  p_16)
{ /* block id: 1 */
    const int32_t *l_17 = &g_18;
    const int32_t **l_19 = (void*)0;
    uint64_t *l_24 = &g_25;
    int32_t *l_30 = &g_31;
    l_17 = l_17;
    (*l_30) = (255UL < (safe_mul_func_uint8_t_u_u(((safe_mod_func_uint8_t_u_u((((((g_7 == ((*l_24) &= 0x55A63A74ADF29855LL)) | (safe_mul_func_int16_t_s_s((((((safe_rshift_func_uint8_t_u_u((&g_9 == &g_9), (*l_17))) , (*l_17)) , g_9) >= g_18) < g_7), g_9))) >= 0x07976B5A7DD9AE65LL) , 18446744073709551615UL) && 0x896E60BE6286C8A8LL), (*l_17))) || g_7), (*l_17))));
    return (*l_30);
}




/* ---------------------------------------- */
int main (void)
{
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_7, "g_7", print_hash_value);
    transparent_crc(g_9, "g_9", print_hash_value);
    transparent_crc(g_18, "g_18", print_hash_value);
    transparent_crc(g_25, "g_25", print_hash_value);
    transparent_crc(g_31, "g_31", print_hash_value);
    transparent_crc(g_48, "g_48", print_hash_value);
    transparent_crc(g_54.f3, "g_54.f3", print_hash_value);
    transparent_crc(g_61, "g_61", print_hash_value);
    transparent_crc(g_88, "g_88", print_hash_value);
    transparent_crc(g_91, "g_91", print_hash_value);
    transparent_crc(g_109, "g_109", print_hash_value);
    transparent_crc(g_125, "g_125", print_hash_value);
    transparent_crc(g_129, "g_129", print_hash_value);
    transparent_crc(g_171, "g_171", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 32
XXX total union variables: 2

XXX max expression depth: 24
breakdown:
   depth: 1, occurrence: 41
   depth: 2, occurrence: 8
   depth: 3, occurrence: 1
   depth: 6, occurrence: 1
   depth: 9, occurrence: 1
   depth: 12, occurrence: 2
   depth: 13, occurrence: 1
   depth: 17, occurrence: 1
   depth: 18, occurrence: 1
   depth: 21, occurrence: 1
   depth: 22, occurrence: 1
   depth: 24, occurrence: 1

XXX total number of pointers: 52

XXX times a variable address is taken: 68
XXX times a pointer is dereferenced on RHS: 16
breakdown:
   depth: 1, occurrence: 11
   depth: 2, occurrence: 5
XXX times a pointer is dereferenced on LHS: 22
breakdown:
   depth: 1, occurrence: 20
   depth: 2, occurrence: 2
XXX times a pointer is compared with null: 1
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 3
XXX times a pointer is qualified to be dereferenced: 135

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 41
   level: 2, occurrence: 12
XXX number of pointers point to pointers: 8
XXX number of pointers point to scalars: 44
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 36.5
XXX average alias set size: 1.27

XXX times a non-volatile is read: 121
XXX times a non-volatile is write: 68
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 1
XXX backward jumps: 0

XXX stmts: 40
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 10
   depth: 1, occurrence: 6
   depth: 2, occurrence: 10
   depth: 3, occurrence: 14

XXX percentage a fresh-made variable is used: 23
XXX percentage an existing variable is used: 77
********************* end of statistics **********************/

