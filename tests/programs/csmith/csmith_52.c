/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 52 -o csmith_52.c
 * Seed:      52
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    uint32_t l_2[8][9] = {{0x7B844A75L,0xE32CF415L,0UL,8UL,0UL,0xE32CF415L,0x7B844A75L,18446744073709551615UL,0UL},{18446744073709551615UL,1UL,8UL,4UL,0xD7C1188EL,0xE32CF415L,0xD7C1188EL,4UL,8UL},{8UL,8UL,0xF0AA6E6FL,0UL,0UL,1UL,0xE32CF415L,18446744073709551615UL,0xE32CF415L},{8UL,0x7B844A75L,1UL,1UL,0x7B844A75L,8UL,0UL,0UL,1UL},{18446744073709551615UL,4UL,0xF0AA6E6FL,1UL,0x7B844A75L,0x7B844A75L,1UL,0xF0AA6E6FL,4UL},{0x7B844A75L,0UL,0xF0AA6E6FL,1UL,0UL,0x2121F90EL,4UL,4UL,0x2121F90EL},{1UL,0xE32CF415L,18446744073709551615UL,0xE32CF415L,1UL,0UL,0UL,0xF0AA6E6FL,8UL},{0UL,0UL,1UL,0xE32CF415L,18446744073709551615UL,0xE32CF415L,1UL,0UL,0UL}};
    int i, j;
    return l_2[4][5];
}




/* ---------------------------------------- */
int main (void)
{
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 1
XXX total union variables: 0

XXX max expression depth: 1
breakdown:
   depth: 1, occurrence: 1

XXX total number of pointers: 0

XXX times a non-volatile is read: 1
XXX times a non-volatile is write: 0
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 1
XXX max block depth: 0
breakdown:
   depth: 0, occurrence: 1

XXX percentage a fresh-made variable is used: 100
XXX percentage an existing variable is used: 0
********************* end of statistics **********************/

