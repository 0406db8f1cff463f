/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 33 -o csmith_33.c
 * Seed:      33
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_3[5][7] = {{0x03629AA8L,0xFB1C0380L,0x1F782A18L,0xEE327439L,0x1F782A18L,0xFB1C0380L,0x03629AA8L},{0xFB1C0380L,0x0D21DFE4L,(-1L),6L,1L,0x1F782A18L,1L},{0xFB1C0380L,1L,1L,0xFB1C0380L,0xB61D2250L,0x283066C9L,0xEE327439L},{0x03629AA8L,0x283066C9L,(-1L),0xB61D2250L,0xB61D2250L,(-1L),0x283066C9L},{0xB61D2250L,0x03629AA8L,0x1F782A18L,0x0D21DFE4L,1L,0xEE327439L,0xEE327439L}};


/* --- FORWARD DECLARATIONS --- */
static int16_t  func_1(void);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3
 * writes: g_3
 */
static int16_t  func_1(void)
{ /* block id: 0 */
    int32_t *l_2 = &g_3[1][4];
    int32_t l_6[7][2] = {{7L,7L},{7L,7L},{7L,7L},{7L,7L},{7L,7L},{7L,7L},{7L,7L}};
    int32_t *l_7 = &l_6[6][0];
    int i, j;
    (*l_2) = 0xD69F4288L;
    (*l_7) = (0x000CD9D7L <= ((safe_mul_func_uint8_t_u_u(((*l_2) = g_3[1][4]), l_6[6][0])) && (*l_2)));
    return g_3[3][5];
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
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_3[i][j], "g_3[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 1
XXX total union variables: 0

XXX max expression depth: 5
breakdown:
   depth: 1, occurrence: 4
   depth: 5, occurrence: 1

XXX total number of pointers: 2

XXX times a variable address is taken: 2
XXX times a pointer is dereferenced on RHS: 1
breakdown:
   depth: 1, occurrence: 1
XXX times a pointer is dereferenced on LHS: 3
breakdown:
   depth: 1, occurrence: 3
XXX times a pointer is compared with null: 0
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 7

XXX max dereference level: 1
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 6
XXX number of pointers point to pointers: 0
XXX number of pointers point to scalars: 2
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 0
XXX average alias set size: 1

XXX times a non-volatile is read: 5
XXX times a non-volatile is write: 6
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 3
XXX max block depth: 0
breakdown:
   depth: 0, occurrence: 3

XXX percentage a fresh-made variable is used: 16.7
XXX percentage an existing variable is used: 83.3
********************* end of statistics **********************/

