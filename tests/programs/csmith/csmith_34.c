/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 34 -o csmith_34.c
 * Seed:      34
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static const int32_t g_2 = 0xAD3B3152L;
static int32_t g_4[2][7] = {{0xD11D962EL,(-8L),0xD11D962EL,0xD11D962EL,(-8L),0xD11D962EL,0xD11D962EL},{0x6D058A83L,0x6D058A83L,0x48AFA2FAL,0x6D058A83L,0x6D058A83L,0x48AFA2FAL,0x6D058A83L}};
static int32_t g_7 = (-5L);
static int32_t g_11 = 0xA6B93DCEL;


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_4 g_7
 * writes: g_4
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int32_t *l_3 = &g_4[1][1];
    int32_t *l_5 = (void*)0;
    int32_t *l_6[9][10] = {{&g_4[1][2],&g_4[1][1],&g_4[0][0],&g_4[1][1],&g_4[1][2],&g_4[0][4],&g_4[1][1],&g_4[1][2],&g_4[0][6],&g_4[1][1]},{&g_4[1][1],&g_4[1][1],&g_4[0][0],&g_4[1][2],&g_4[1][3],&g_4[1][2],(void*)0,&g_4[1][1],&g_4[1][2],(void*)0},{&g_4[0][0],&g_4[0][0],&g_4[1][1],&g_4[1][4],(void*)0,&g_4[1][2],&g_4[1][6],&g_4[1][3],&g_4[1][6],&g_4[1][2]},{&g_4[1][1],&g_4[1][2],(void*)0,(void*)0,&g_4[1][2],&g_4[1][5],&g_4[0][5],&g_4[1][1],&g_4[1][2],&g_4[1][1]},{&g_4[1][1],&g_4[1][1],&g_4[1][2],(void*)0,(void*)0,&g_4[0][4],&g_4[1][2],&g_4[1][1],&g_4[1][1],&g_4[1][1]},{&g_4[1][4],(void*)0,&g_4[1][1],&g_4[0][0],&g_4[1][2],&g_4[1][1],&g_4[1][3],&g_4[0][4],&g_4[1][1],(void*)0},{&g_4[1][1],&g_4[1][1],&g_4[0][5],(void*)0,&g_4[0][4],&g_4[1][2],&g_4[1][2],&g_4[0][4],(void*)0,&g_4[0][5]},{&g_4[0][6],&g_4[0][6],&g_4[1][1],(void*)0,&g_4[1][1],&g_4[1][1],(void*)0,&g_4[1][5],&g_4[1][2],&g_4[1][6]},{&g_4[1][2],&g_4[1][5],&g_4[1][1],&g_4[1][4],&g_4[1][2],&g_4[1][1],(void*)0,(void*)0,&g_4[1][1],&g_4[1][1]}};
    int32_t l_8[2][10] = {{1L,0xFE18BD2EL,0x62406C49L,1L,0x62406C49L,0xFE18BD2EL,1L,(-7L),(-7L),1L},{(-7L),0L,0x62406C49L,0x62406C49L,0L,(-7L),0xFE18BD2EL,0L,0xFE18BD2EL,(-7L)}};
    int16_t l_9 = (-4L);
    int32_t l_10[8] = {0x2244F8A3L,0x2244F8A3L,0x2244F8A3L,0x2244F8A3L,0x2244F8A3L,0x2244F8A3L,0x2244F8A3L,0x2244F8A3L};
    uint64_t l_12 = 18446744073709551607UL;
    int i, j;
    (*l_3) |= g_2;
    l_12++;
    return g_7;
}




/* ---------------------------------------- */
int main (void)
{
    int i, j;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_2, "g_2", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_4[i][j], "g_4[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_7, "g_7", print_hash_value);
    transparent_crc(g_11, "g_11", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 7
XXX total union variables: 0

XXX max expression depth: 1
breakdown:
   depth: 1, occurrence: 5

XXX total number of pointers: 3

XXX times a variable address is taken: 32
XXX times a pointer is dereferenced on RHS: 0
breakdown:
XXX times a pointer is dereferenced on LHS: 1
breakdown:
   depth: 1, occurrence: 1
XXX times a pointer is compared with null: 0
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 121

XXX max dereference level: 1
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 2
XXX number of pointers point to pointers: 0
XXX number of pointers point to scalars: 3
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 66.7
XXX average alias set size: 1.33

XXX times a non-volatile is read: 2
XXX times a non-volatile is write: 3
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

XXX percentage a fresh-made variable is used: 22.6
XXX percentage an existing variable is used: 77.4
********************* end of statistics **********************/

