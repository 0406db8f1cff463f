/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 11 -o csmith_11.c
 * Seed:      11
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_6 = 0L;
static int32_t g_20 = (-1L);
static int32_t *g_21 = &g_20;
static int32_t *g_23 = &g_20;
static int32_t g_25[9][7] = {{(-6L),7L,0L,(-1L),0L,7L,(-6L)},{7L,1L,0x21A07835L,(-7L),1L,0L,1L},{7L,1L,1L,7L,0x5F5C9B8DL,0xADC9FE9AL,(-1L)},{(-6L),0xADC9FE9AL,0x21A07835L,0x5F5C9B8DL,0x5F5C9B8DL,0x21A07835L,0xADC9FE9AL},{0x5F5C9B8DL,(-6L),0L,1L,1L,(-1L),(-1L)},{0L,(-6L),0x5F5C9B8DL,(-6L),0L,1L,1L},{0x21A07835L,0xADC9FE9AL,(-6L),1L,0xADC9FE9AL,7L,0x8F4C6F44L},{(-1L),(-1L),1L,1L,0L,(-6L),0x5F5C9B8DL},{0x5F5C9B8DL,7L,1L,1L,7L,0x5F5C9B8DL,0xADC9FE9AL}};
static uint16_t g_58 = 65530UL;


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);
static int32_t  func_2(uint16_t  p_3, uint16_t  p_4, int8_t  p_5);
static int32_t  func_7(int32_t  p_8, int32_t  p_9, uint16_t  p_10);
static int32_t  func_12(int8_t  p_13, int8_t  p_14, uint64_t  p_15, int16_t  p_16);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_6 g_20 g_25 g_23 g_58 g_21
 * writes: g_20 g_21 g_23 g_25
 */
static int32_t  func_1(void)
{ /* block id: 0 */
    uint8_t l_11 = 0xD2L;
    int32_t *l_24[5][5] = {{&g_25[7][3],&g_25[2][2],&g_25[2][2],&g_25[7][3],&g_25[7][3]},{&g_25[7][3],&g_25[7][3],&g_25[0][0],&g_25[0][0],&g_25[7][3]},{&g_25[7][3],&g_25[2][2],&g_25[0][0],&g_25[7][3],&g_25[7][3]},{&g_25[2][2],&g_25[7][3],&g_25[2][2],&g_25[0][0],&g_25[7][3]},{&g_25[7][3],&g_25[7][3],&g_25[7][3],&g_25[7][3],&g_25[7][3]}};
    uint32_t l_26 = 0xF9584830L;
    int32_t l_39[8] = {0x692D353AL,0x692D353AL,0x692D353AL,0x692D353AL,0x692D353AL,0x692D353AL,0x692D353AL,0x692D353AL};
    int i, j;
    if ((l_39[7] = func_2(g_6, (((func_7(l_11, (g_25[3][1] = (func_12(l_11, ((((safe_add_func_int16_t_s_s(0x1665L, (0xDF7CD95DA2282D56LL | (-1L)))) & l_11) <= 0xB534DE6FL) , g_6), g_6, g_6) , g_20)), l_26) , g_25[7][3]) ^ l_11) , g_6), g_6)))
    { /* block id: 15 */
        uint32_t l_40 = 4294967293UL;
        int32_t **l_41 = &g_23;
        l_40 = ((*g_23) = 0L);
        (*l_41) = &g_6;
    }
    else
    { /* block id: 19 */
        uint16_t l_55 = 0UL;
        int16_t *l_56[2][5];
        int32_t l_57[5] = {0L,0L,0L,0L,0L};
        uint8_t *l_59 = &l_11;
        int i, j;
        for (i = 0; i < 2; i++)
        {
            for (j = 0; j < 5; j++)
                l_56[i][j] = (void*)0;
        }
        (*g_21) = ((l_26 && ((safe_add_func_uint8_t_u_u((safe_sub_func_int64_t_s_s((safe_lshift_func_uint16_t_u_u((g_25[7][3] > (((((((*l_59) = (l_39[7] > ((safe_rshift_func_uint16_t_u_u((+g_6), (safe_lshift_func_int8_t_s_s((((l_57[2] &= (safe_rshift_func_uint8_t_u_u((g_25[0][0] , 249UL), l_55))) , 0x16071ECCL) , l_26), g_58)))) || 0xA8C3L))) != 0UL) , (void*)0) == (void*)0) , l_55) & g_25[7][5])), l_39[7])), g_25[4][6])), 0L)) , l_26)) , l_11);
    }
    return l_11;
}


/* ------------------------------------------ */
/* 
 * reads : g_20 g_25 g_23
 * writes: g_20
 */
static int32_t  func_2(uint16_t  p_3, uint16_t  p_4, int8_t  p_5)
{ /* block id: 11 */
    int64_t l_34[10][9] = {{1L,(-3L),(-1L),0xDBACD6BCE8D55003LL,0x330F6BB026EBB4DFLL,0L,0x7CEE57CEC448071CLL,(-7L),0xF9DA978833E6FCB7LL},{0x2634D7F484382FD9LL,(-3L),0x7CEE57CEC448071CLL,0L,0L,0x7CEE57CEC448071CLL,(-3L),0x2634D7F484382FD9LL,0x7E99E855C71DA89ALL},{0x7CEE57CEC448071CLL,0x82856065D6F9C232LL,(-1L),0xB61F2865603B64E3LL,(-1L),(-9L),0L,0L,0L},{0x3083361826471B2ALL,0L,0xB61F2865603B64E3LL,0L,(-1L),0x7680DD333F0D2296LL,0x909FF4C90EB1F0CFLL,0xDC71837DEF5F9BA4LL,0x7E99E855C71DA89ALL},{0x7E99E855C71DA89ALL,0L,0xDBACD6BCE8D55003LL,0L,(-1L),0xE433C58D4CCF97A2LL,0x2634D7F484382FD9LL,0x67468E576DBD8D46LL,0xF9DA978833E6FCB7LL},{0L,(-9L),1L,1L,0x64E719BA7C3387DDLL,1L,0x2634D7F484382FD9LL,1L,0x64E719BA7C3387DDLL},{(-1L),0x3083361826471B2ALL,0x3083361826471B2ALL,(-1L),4L,0L,0x909FF4C90EB1F0CFLL,1L,0L},{(-1L),(-1L),0xDC71837DEF5F9BA4LL,0x82856065D6F9C232LL,0x518F82EA9177C83BLL,0L,0L,1L,0x830AF36EAF0AB59ALL},{0L,(-1L),(-9L),0x64E719BA7C3387DDLL,4L,1L,(-3L),(-1L),0xDBACD6BCE8D55003LL},{0x04870E7C4BD4AC96LL,0x909FF4C90EB1F0CFLL,4L,(-1L),0x64E719BA7C3387DDLL,0x830AF36EAF0AB59ALL,0x7CEE57CEC448071CLL,0xF9DA978833E6FCB7LL,(-9L)}};
    int32_t **l_38 = (void*)0;
    int i, j;
    (*g_23) = (safe_rshift_func_int8_t_s_u((0xAF19L ^ p_4), (safe_mod_func_uint8_t_u_u(((l_34[7][4] <= (safe_unary_minus_func_int8_t_s(((safe_div_func_uint8_t_u_u(((((g_20 && l_34[8][4]) , l_38) != &g_23) > g_20), g_25[7][3])) , g_25[5][1])))) , 0x88L), p_3))));
    return p_5;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes: g_21
 */
static int32_t  func_7(int32_t  p_8, int32_t  p_9, uint16_t  p_10)
{ /* block id: 8 */
    int32_t **l_27 = (void*)0;
    int32_t **l_28 = (void*)0;
    int32_t **l_29 = &g_21;
    (*l_29) = &g_20;
    return p_8;
}


/* ------------------------------------------ */
/* 
 * reads : g_20
 * writes: g_20 g_21 g_23
 */
static int32_t  func_12(int8_t  p_13, int8_t  p_14, uint64_t  p_15, int16_t  p_16)
{ /* block id: 1 */
    int32_t *l_19 = &g_20;
    int32_t **l_22[8][4] = {{&l_19,(void*)0,&l_19,(void*)0},{&l_19,(void*)0,&l_19,(void*)0},{&l_19,(void*)0,&l_19,(void*)0},{&l_19,(void*)0,&l_19,(void*)0},{&l_19,(void*)0,&l_19,(void*)0},{&l_19,(void*)0,&l_19,(void*)0},{&l_19,(void*)0,&l_19,(void*)0},{&l_19,(void*)0,&l_19,(void*)0}};
    int i, j;
    (*l_19) = p_13;
    g_21 = l_19;
    g_23 = (g_20 , (g_21 = l_19));
    return p_13;
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
    transparent_crc(g_20, "g_20", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_25[i][j], "g_25[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_58, "g_58", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 12
XXX total union variables: 0

XXX max expression depth: 23
breakdown:
   depth: 1, occurrence: 16
   depth: 2, occurrence: 1
   depth: 3, occurrence: 1
   depth: 12, occurrence: 1
   depth: 22, occurrence: 1
   depth: 23, occurrence: 1

XXX total number of pointers: 12

XXX times a variable address is taken: 19
XXX times a pointer is dereferenced on RHS: 0
breakdown:
XXX times a pointer is dereferenced on LHS: 7
breakdown:
   depth: 1, occurrence: 7
XXX times a pointer is compared with null: 0
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 9

XXX max dereference level: 1
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 8
XXX number of pointers point to pointers: 6
XXX number of pointers point to scalars: 6
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 41.7
XXX average alias set size: 1.25

XXX times a non-volatile is read: 44
XXX times a non-volatile is write: 21
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 13
XXX max block depth: 1
breakdown:
   depth: 0, occurrence: 10
   depth: 1, occurrence: 3

XXX percentage a fresh-made variable is used: 21.8
XXX percentage an existing variable is used: 78.2
********************* end of statistics **********************/

