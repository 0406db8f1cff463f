/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 48 -o csmith_48.c
 * Seed:      48
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   int16_t  f0;
};

struct S1 {
   int16_t  f0;
};

union U2 {
   uint32_t  f0;
   int32_t  f1;
   struct S1  f2;
   int32_t  f3;
};

union U3 {
   int8_t * f0;
   struct S0  f1;
   int64_t  f2;
   int8_t * f3;
   int64_t  f4;
};

/* --- GLOBAL VARIABLES --- */
static const uint32_t g_14[5] = {0x29ACD409L,0x29ACD409L,0x29ACD409L,0x29ACD409L,0x29ACD409L};
static uint32_t g_19 = 0x0D68F985L;
static int8_t g_21[6][4] = {{6L,6L,2L,(-9L)},{0xFFL,0x29L,0xF2L,0xA4L},{0L,0xF2L,(-9L),0xF2L},{(-9L),0xF2L,0L,0xA4L},{0xF2L,0x29L,0xFFL,(-9L)},{2L,6L,6L,2L}};
static int8_t *g_20 = &g_21[3][0];
static int32_t g_45[8] = {0x4C3DC4D7L,0x4C3DC4D7L,0x4C3DC4D7L,0x4C3DC4D7L,0x4C3DC4D7L,0x4C3DC4D7L,0x4C3DC4D7L,0x4C3DC4D7L};
static struct S0 g_52 = {0x06F6L};
static union U2 g_79 = {0x79DD5AE9L};
static uint64_t g_91 = 18446744073709551615UL;
static int64_t g_94 = 0xCC4390AC9F79E4B3LL;
static int32_t g_113[10][2] = {{6L,6L},{(-1L),6L},{6L,(-1L)},{6L,6L},{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{(-1L),(-1L)}};
static int32_t g_115 = 1L;
static union U3 g_131 = {0};


/* --- FORWARD DECLARATIONS --- */
static uint64_t  func_1(void);
static uint16_t  func_6(int8_t  p_7, uint32_t  p_8, int8_t * p_9, union U2  p_10, int8_t * p_11);
static const int8_t  func_24(uint32_t * p_25, int8_t * p_26, uint32_t * p_27);
static uint32_t * func_28(int32_t  p_29);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_14 g_19 g_20 g_21 g_79 g_91 g_94 g_79.f1 g_45 g_52 g_113 g_115 g_131
 * writes: g_19 g_45 g_52 g_91 g_94 g_79.f2.f0 g_113 g_115
 */
static uint64_t  func_1(void)
{ /* block id: 0 */
    uint16_t l_17 = 65535UL;
    uint32_t *l_18[7] = {&g_19,&g_19,&g_19,&g_19,&g_19,&g_19,&g_19};
    union U2 l_22 = {0xA7209C39L};
    int32_t *l_114 = &g_115;
    int32_t *l_116 = &g_115;
    int32_t *l_117 = &g_113[4][1];
    int32_t *l_118 = &g_45[3];
    int32_t *l_119 = &g_115;
    int32_t l_120 = 0x1CF63C10L;
    int32_t *l_121 = &g_115;
    int32_t *l_122 = &l_120;
    int32_t *l_123 = (void*)0;
    int32_t l_124 = 0L;
    int32_t *l_125 = &g_113[2][1];
    int32_t *l_126[2];
    int64_t l_127 = (-1L);
    uint8_t l_128[4];
    struct S0 *l_132 = &g_131.f1;
    int i;
    for (i = 0; i < 2; i++)
        l_126[i] = &g_45[2];
    for (i = 0; i < 4; i++)
        l_128[i] = 0UL;
    (*l_114) ^= (safe_sub_func_int32_t_s_s(0L, (safe_mod_func_uint16_t_u_u(func_6((((g_19 &= (safe_mod_func_int8_t_s_s(((g_14[0] , g_14[4]) < (safe_sub_func_int8_t_s_s(l_17, l_17))), 0xBAL))) & l_17) , (-5L)), l_17, g_20, l_22, &g_21[3][0]), l_22.f1))));
    l_128[2]--;
    l_132 = (g_131 , &g_52);
    return g_21[3][2];
}


/* ------------------------------------------ */
/* 
 * reads : g_14 g_19 g_20 g_21 g_79 g_91 g_94 g_79.f1 g_45 g_52 g_113
 * writes: g_45 g_52 g_91 g_94 g_79.f2.f0 g_113
 */
static uint16_t  func_6(int8_t  p_7, uint32_t  p_8, int8_t * p_9, union U2  p_10, int8_t * p_11)
{ /* block id: 2 */
    uint16_t l_23 = 0x3196L;
    uint32_t *l_46 = &g_19;
    union U2 l_48[8][2] = {{{18446744073709551608UL},{4UL}},{{4UL},{18446744073709551608UL}},{{18446744073709551610UL},{1UL}},{{18446744073709551610UL},{18446744073709551608UL}},{{4UL},{4UL}},{{18446744073709551608UL},{18446744073709551610UL}},{{1UL},{18446744073709551610UL}},{{18446744073709551608UL},{4UL}}};
    uint8_t l_103 = 247UL;
    int i, j;
    if (((((l_23 < (func_24(func_28(g_14[3]), &p_7, l_46) == (*g_20))) , l_48[3][0]) , g_19) < 0xFEA44E0CL))
    { /* block id: 9 */
        struct S0 l_51 = {0x104EL};
        int32_t l_66 = 0x93517891L;
        for (l_23 = 7; (l_23 < 9); l_23++)
        { /* block id: 12 */
            int8_t *l_63 = (void*)0;
            int32_t l_64 = 0x2AE39B9AL;
            if (p_10.f1)
            { /* block id: 13 */
                int32_t *l_65[10] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
                int i;
                g_52 = l_51;
                l_66 = (safe_mul_func_int8_t_s_s((safe_rshift_func_uint16_t_u_u((l_51.f0 > ((safe_div_func_int32_t_s_s((safe_sub_func_int8_t_s_s((2UL > g_21[3][0]), (safe_lshift_func_int8_t_s_s((&g_21[3][0] == l_63), 6)))), l_51.f0)) || 0x403AL)), g_21[3][0])), l_64));
            }
            else
            { /* block id: 16 */
                int32_t *l_67 = &g_45[2];
                (*l_67) = l_64;
                if (g_14[0])
                    break;
            }
            if (l_48[3][0].f3)
                break;
        }
    }
    else
    { /* block id: 22 */
        int8_t **l_69 = &g_20;
        int8_t ***l_68 = &l_69;
        int32_t l_87 = 0xD1C1BBB8L;
        uint64_t *l_88 = (void*)0;
        uint64_t *l_89 = (void*)0;
        uint64_t *l_90 = &g_91;
        int64_t *l_92 = (void*)0;
        int64_t *l_93 = &g_94;
        int16_t *l_95 = &l_48[3][0].f2.f0;
        int16_t *l_96 = (void*)0;
        int16_t *l_97 = &g_79.f2.f0;
        int32_t *l_98 = &g_45[2];
        (*l_68) = &p_9;
        (*l_98) |= (safe_sub_func_int64_t_s_s(((safe_add_func_int8_t_s_s((safe_rshift_func_int16_t_s_u((((+(p_7 & ((void*)0 == &l_69))) <= (safe_rshift_func_int16_t_s_u((g_52.f0 = ((*l_97) = ((*l_95) = ((g_79 , (safe_add_func_int16_t_s_s(((~((((*l_93) |= (((safe_mod_func_uint64_t_u_u((safe_mod_func_uint64_t_u_u(((*l_90) |= l_87), g_14[0])), l_87)) & 0x40AFAA93L) , 0xB87B6FF578636BC8LL)) ^ 0L) , 0x889EL)) , p_10.f0), g_14[0]))) , 0x14ABL)))), 11))) , g_79.f1), p_7)), l_23)) ^ p_10.f0), l_87));
        g_52 = g_52;
        for (p_10.f0 = 0; (p_10.f0 != 0); p_10.f0 = safe_add_func_int64_t_s_s(p_10.f0, 3))
        { /* block id: 33 */
            for (g_52.f0 = 0; (g_52.f0 == (-5)); g_52.f0 = safe_sub_func_int32_t_s_s(g_52.f0, 5))
            { /* block id: 36 */
                uint16_t l_109 = 65534UL;
                uint32_t **l_110 = (void*)0;
                uint32_t **l_111 = &l_46;
                int32_t *l_112 = (void*)0;
                (*l_98) = (-1L);
                if (l_103)
                    continue;
                g_113[4][1] ^= (((((~((g_45[6] && (((((safe_lshift_func_uint16_t_u_u((safe_add_func_int8_t_s_s(((((((*l_111) = func_28((((l_109 = ((p_8 , g_91) != 0x4EL)) == (((g_45[6] >= l_23) ^ 0x41E7L) < p_10.f3)) && g_91))) == (void*)0) , l_48[3][0].f3) > 0L) , (-7L)), g_52.f0)), 4)) , l_95) == (void*)0) | 0x9A6A910BL) || l_109)) != g_79.f1)) , p_8) || 0x82D738A4L) != g_52.f0) && p_10.f3);
            }
        }
    }
    return l_48[3][0].f1;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static const int8_t  func_24(uint32_t * p_25, int8_t * p_26, uint32_t * p_27)
{ /* block id: 7 */
    const int32_t l_47 = 2L;
    return l_47;
}


/* ------------------------------------------ */
/* 
 * reads : g_14 g_19
 * writes: g_45
 */
static uint32_t * func_28(int32_t  p_29)
{ /* block id: 3 */
    uint16_t l_37 = 0x7736L;
    uint32_t * const l_42 = &g_19;
    int16_t l_43 = 0x7A8DL;
    int32_t *l_44 = &g_45[2];
    (*l_44) = ((safe_mul_func_uint16_t_u_u(((~(safe_sub_func_int16_t_s_s(((0x7201L | p_29) == (((((5UL == ((safe_add_func_uint8_t_u_u((l_37 = 0x1EL), (safe_lshift_func_uint16_t_u_s((safe_lshift_func_int8_t_s_u((l_42 != (void*)0), l_43)), 13)))) && g_14[2])) < g_14[2]) == l_43) | p_29) != p_29)), l_43))) >= l_43), g_19)) > p_29);
    return l_44;
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
        transparent_crc(g_14[i], "g_14[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_19, "g_19", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_21[i][j], "g_21[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_45[i], "g_45[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_52.f0, "g_52.f0", print_hash_value);
    transparent_crc(g_79.f0, "g_79.f0", print_hash_value);
    transparent_crc(g_79.f1, "g_79.f1", print_hash_value);
    transparent_crc(g_79.f3, "g_79.f3", print_hash_value);
    transparent_crc(g_91, "g_91", print_hash_value);
    transparent_crc(g_94, "g_94", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_113[i][j], "g_113[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_115, "g_115", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 25
   depth: 1, occurrence: 2
XXX total union variables: 4

XXX max expression depth: 27
breakdown:
   depth: 1, occurrence: 26
   depth: 2, occurrence: 4
   depth: 10, occurrence: 2
   depth: 15, occurrence: 1
   depth: 18, occurrence: 1
   depth: 25, occurrence: 1
   depth: 27, occurrence: 1

XXX total number of pointers: 38

XXX times a variable address is taken: 32
XXX times a pointer is dereferenced on RHS: 1
breakdown:
   depth: 1, occurrence: 1
XXX times a pointer is dereferenced on LHS: 11
breakdown:
   depth: 1, occurrence: 11
XXX times a pointer is compared with null: 2
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 85

XXX max dereference level: 1
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 20
XXX number of pointers point to pointers: 4
XXX number of pointers point to scalars: 33
XXX number of pointers point to structs: 1
XXX percent of pointers has null in alias set: 28.9
XXX average alias set size: 1.08

XXX times a non-volatile is read: 77
XXX times a non-volatile is write: 35
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 24
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 9
   depth: 1, occurrence: 5
   depth: 2, occurrence: 3
   depth: 3, occurrence: 7

XXX percentage a fresh-made variable is used: 26
XXX percentage an existing variable is used: 74
********************* end of statistics **********************/

