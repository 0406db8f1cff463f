/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 4 -o csmith_4.c
 * Seed:      4
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   uint16_t  f0;
   uint16_t  f1;
   int8_t  f2;
   int16_t  f3;
   uint32_t  f4;
};

union U1 {
   struct S0  f0;
   const struct S0  f1;
};

union U2 {
   int8_t * f0;
   const int8_t * const  f1;
   struct S0  f2;
   uint64_t  f3;
};

/* --- GLOBAL VARIABLES --- */
static const int16_t g_3 = 0x069FL;
static int8_t *g_30[7] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static int8_t g_32 = 0L;
static int32_t g_37 = (-7L);
static union U1 g_44 = {{1UL,65529UL,0xACL,-1L,0x26A8ACDDL}};
static int32_t *g_51[4] = {&g_37,&g_37,&g_37,&g_37};
static int32_t **g_50 = &g_51[3];
static int32_t **g_53[2] = {(void*)0,(void*)0};
static int16_t g_61 = 0x0BDEL;
static int64_t g_94 = 0xB8B91DEDA0BE5584LL;
static union U2 g_101 = {0};


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static int32_t  func_7(struct S0  p_8, union U1  p_9, uint8_t  p_10, struct S0  p_11, int8_t * p_12);
static struct S0  func_13(int8_t  p_14, uint16_t  p_15);
static union U1  func_21(int32_t  p_22, const int8_t  p_23, int8_t * p_24, int8_t * p_25, int64_t  p_26);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3 g_30 g_32 g_44 g_50 g_44.f0 g_37 g_101
 * writes: g_50 g_53 g_37
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    uint32_t l_16 = 0x7C8B166CL;
    int8_t *l_69 = &g_44.f0.f2;
    int32_t *l_70 = &g_37;
    int32_t l_87 = 0xBD44C091L;
    int32_t l_88 = 0L;
    int32_t l_89 = 0x1D6041FEL;
    int32_t l_90 = (-1L);
    int32_t l_91 = 0xE18B63CEL;
    int32_t l_93[2];
    int32_t l_95 = 0x15F63DABL;
    uint32_t l_97[3];
    int i;
    for (i = 0; i < 2; i++)
        l_93[i] = 9L;
    for (i = 0; i < 3; i++)
        l_97[i] = 4UL;
    (*l_70) = (((((~0x971867B8L) , g_3) <= (1L < (safe_rshift_func_int16_t_s_s(((safe_unary_minus_func_int32_t_s(func_7(func_13(((l_16 , (safe_add_func_uint32_t_u_u(g_3, l_16))) , g_3), g_3), g_44, l_16, g_44.f0, &g_32))) || (-6L)), 12)))) , &g_32) == l_69);
    for (l_16 = 0; (l_16 <= 1); l_16 += 1)
    { /* block id: 23 */
        int32_t *l_71 = &g_37;
        int32_t *l_72 = (void*)0;
        int32_t *l_73 = &g_37;
        int32_t *l_74 = (void*)0;
        int32_t *l_75 = &g_37;
        int32_t *l_76 = &g_37;
        int32_t *l_77 = (void*)0;
        int32_t *l_78 = (void*)0;
        int32_t *l_79 = &g_37;
        int32_t *l_80 = &g_37;
        int32_t *l_81 = &g_37;
        int32_t *l_82 = (void*)0;
        int32_t *l_83 = &g_37;
        int32_t *l_84 = &g_37;
        int32_t *l_85 = &g_37;
        int32_t *l_86[6][10] = {{&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37},{&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37},{&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37},{&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37},{&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37},{&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37,&g_37}};
        int8_t l_92[1];
        int64_t l_96[7] = {0xC73E3192B7464917LL,0xC73E3192B7464917LL,(-1L),0xC73E3192B7464917LL,0xC73E3192B7464917LL,(-1L),0xC73E3192B7464917LL};
        int i, j;
        for (i = 0; i < 1; i++)
            l_92[i] = 1L;
        l_97[1]++;
    }
    (*l_70) = (!(g_101 , (*l_70)));
    return (*l_70);
}


/* ------------------------------------------ */
/* 
 * reads : g_37
 * writes: g_37
 */
static int32_t  func_7(struct S0  p_8, union U1  p_9, uint8_t  p_10, struct S0  p_11, int8_t * p_12)
{ /* block id: 15 */
    int32_t *l_54 = (void*)0;
    int32_t *l_55 = &g_37;
    int32_t *l_56 = &g_37;
    int32_t l_57 = (-7L);
    int32_t *l_58 = &g_37;
    int32_t *l_59 = &g_37;
    int32_t *l_60[10][5] = {{&l_57,&l_57,&g_37,&l_57,&l_57},{&g_37,&l_57,&l_57,&l_57,&g_37},{&l_57,&l_57,&l_57,&g_37,&g_37},{&l_57,&l_57,&l_57,&g_37,&l_57},{&l_57,&l_57,&g_37,&l_57,&l_57},{&l_57,&l_57,&l_57,&g_37,&l_57},{&l_57,&l_57,&l_57,&l_57,&g_37},{&l_57,&l_57,&l_57,&l_57,&l_57},{&g_37,&l_57,&l_57,&l_57,&l_57},{&l_57,&g_37,&l_57,&l_57,&l_57}};
    int32_t l_62 = 0x1B5CEFCBL;
    uint64_t l_63 = 0x0028DF6465DC0845LL;
    uint16_t l_66 = 0UL;
    int i, j;
    l_63++;
    ++l_66;
    (*l_58) = p_9.f0.f1;
    return (*l_58);
}


/* ------------------------------------------ */
/* 
 * reads : g_3 g_30 g_32 g_44 g_50
 * writes: g_50 g_53
 */
static struct S0  func_13(int8_t  p_14, uint16_t  p_15)
{ /* block id: 1 */
    union U2 l_27 = {0};
    const struct S0 l_28 = {1UL,0x0725L,0xC1L,0x5751L,0xECBFCF41L};
    uint32_t l_29 = 0xBC906383L;
    int8_t *l_31[4] = {&g_32,&g_32,&g_32,&g_32};
    uint8_t l_47 = 0xBFL;
    int32_t *l_48[6] = {&g_37,&g_37,&g_37,&g_37,&g_37,&g_37};
    int32_t l_49 = 0x20100651L;
    int32_t ***l_52[1][6];
    int i, j;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 6; j++)
            l_52[i][j] = &g_50;
    }
    l_49 = (safe_add_func_int8_t_s_s((((func_21(((8UL && ((l_27 , (((l_28 , 0xDD86L) || g_3) < l_28.f3)) & l_29)) <= l_28.f0), p_15, g_30[1], l_31[1], g_32) , (void*)0) == (void*)0) , p_14), l_47));
    g_53[0] = (g_50 = g_50);
    return l_28;
}


/* ------------------------------------------ */
/* 
 * reads : g_44
 * writes:
 */
static union U1  func_21(int32_t  p_22, const int8_t  p_23, int8_t * p_24, int8_t * p_25, int64_t  p_26)
{ /* block id: 2 */
    uint64_t l_41 = 0UL;
    int32_t *l_46 = &g_37;
    int32_t **l_45 = &l_46;
    for (p_22 = 15; (p_22 == 7); p_22--)
    { /* block id: 5 */
        int32_t *l_35 = (void*)0;
        int32_t *l_36 = &g_37;
        int32_t *l_38 = &g_37;
        int32_t *l_39 = (void*)0;
        int32_t *l_40 = (void*)0;
        ++l_41;
        return g_44;
    }
    (*l_45) = &g_37;
    return g_44;
}




/* ---------------------------------------- */
int main (void)
{
    int i;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_32, "g_32", print_hash_value);
    transparent_crc(g_37, "g_37", print_hash_value);
    transparent_crc(g_44.f0.f0, "g_44.f0.f0", print_hash_value);
    transparent_crc(g_44.f0.f1, "g_44.f0.f1", print_hash_value);
    transparent_crc(g_44.f0.f2, "g_44.f0.f2", print_hash_value);
    transparent_crc(g_44.f0.f3, "g_44.f0.f3", print_hash_value);
    transparent_crc(g_44.f0.f4, "g_44.f0.f4", print_hash_value);
    transparent_crc(g_61, "g_61", print_hash_value);
    transparent_crc(g_94, "g_94", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 30
   depth: 1, occurrence: 1
XXX total union variables: 3

XXX max expression depth: 18
breakdown:
   depth: 1, occurrence: 21
   depth: 2, occurrence: 4
   depth: 17, occurrence: 1
   depth: 18, occurrence: 1

XXX total number of pointers: 45

XXX times a variable address is taken: 52
XXX times a pointer is dereferenced on RHS: 3
breakdown:
   depth: 1, occurrence: 3
XXX times a pointer is dereferenced on LHS: 4
breakdown:
   depth: 1, occurrence: 4
XXX times a pointer is compared with null: 0
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 735

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 9
   level: 2, occurrence: 2
XXX number of pointers point to pointers: 4
XXX number of pointers point to scalars: 41
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 42.2
XXX average alias set size: 1.16

XXX times a non-volatile is read: 37
XXX times a non-volatile is write: 17
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 17
XXX max block depth: 1
breakdown:
   depth: 0, occurrence: 14
   depth: 1, occurrence: 3

XXX percentage a fresh-made variable is used: 16.8
XXX percentage an existing variable is used: 83.2
********************* end of statistics **********************/

