/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 2 -o csmith_2.c
 * Seed:      2
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_5 = (-1L);


/* --- FORWARD DECLARATIONS --- */
static uint64_t  func_1(void);
static int32_t  func_6(int32_t * p_7, int32_t * p_8);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_5
 * writes:
 */
static uint64_t  func_1(void)
{ /* block id: 0 */
    int32_t * const l_4 = &g_5;
    int32_t *l_9 = (void*)0;
    int32_t **l_13 = (void*)0;
    int32_t **l_14 = &l_9;
    (*l_14) = ((((safe_mul_func_uint8_t_u_u((l_4 != &g_5), (0UL > (func_6(l_9, l_9) > (*l_4))))) <= g_5) , 0UL) , l_4);
    return (*l_4);
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int32_t  func_6(int32_t * p_7, int32_t * p_8)
{ /* block id: 1 */
    int32_t *l_11 = &g_5;
    int32_t **l_10[3][8] = {{&l_11,&l_11,&l_11,&l_11,&l_11,&l_11,&l_11,&l_11},{&l_11,&l_11,&l_11,&l_11,&l_11,&l_11,&l_11,&l_11},{&l_11,&l_11,&l_11,&l_11,&l_11,&l_11,&l_11,&l_11}};
    int8_t l_12 = 0xB8L;
    int i, j;
    p_7 = p_7;
    return l_12;
}




/* ---------------------------------------- */
int main (void)
{
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_5, "g_5", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 3
XXX total union variables: 0

XXX max expression depth: 10
breakdown:
   depth: 1, occurrence: 5
   depth: 10, occurrence: 1

XXX total number of pointers: 8

XXX times a variable address is taken: 5
XXX times a pointer is dereferenced on RHS: 2
breakdown:
   depth: 1, occurrence: 2
XXX times a pointer is dereferenced on LHS: 1
breakdown:
   depth: 1, occurrence: 1
XXX times a pointer is compared with null: 0
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 2

XXX max dereference level: 1
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 4
XXX number of pointers point to pointers: 3
XXX number of pointers point to scalars: 5
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 50
XXX average alias set size: 1.12

XXX times a non-volatile is read: 12
XXX times a non-volatile is write: 3
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 4
XXX max block depth: 0
breakdown:
   depth: 0, occurrence: 4

XXX percentage a fresh-made variable is used: 27.3
XXX percentage an existing variable is used: 72.7
********************* end of statistics **********************/

