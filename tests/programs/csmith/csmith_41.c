/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 41 -o csmith_41.c
 * Seed:      41
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static const uint8_t g_9[9] = {1UL,1UL,1UL,1UL,1UL,1UL,1UL,1UL,1UL};
static uint32_t g_10 = 0xEC541651L;
static uint8_t g_12 = 0x30L;
static int32_t g_29 = 2L;
static uint16_t g_31 = 0xC712L;
static uint64_t g_35 = 0xC5C6A81D68C2AFE2LL;
static uint16_t g_45 = 0x7DBFL;
static int16_t g_69 = 0xF573L;
static int32_t *g_81 = &g_29;
static int32_t *g_82 = &g_29;
static int8_t g_103 = 0x8EL;
static int32_t g_105 = (-7L);
static int16_t g_128 = 0xD39CL;
static int32_t g_132 = 1L;
static const uint16_t *g_137 = (void*)0;
static const uint16_t **g_136 = &g_137;
static int32_t g_145[7][2] = {{0x3958EBF8L,0x3958EBF8L},{0xE09C6F5EL,0x841A9C47L},{0x0BD878CCL,0x841A9C47L},{0xE09C6F5EL,0x3958EBF8L},{0x3958EBF8L,0xE09C6F5EL},{0x841A9C47L,0x0BD878CCL},{0x841A9C47L,0xE09C6F5EL}};


/* --- FORWARD DECLARATIONS --- */
static const int32_t  func_1(void);
static int32_t  func_4(const uint8_t  p_5, int32_t  p_6, int8_t  p_7, int8_t  p_8);
static int32_t * func_16(int32_t  p_17, uint32_t * const  p_18, int32_t * p_19, int32_t * p_20);
static uint16_t  func_23(uint16_t  p_24, uint8_t  p_25, const uint32_t  p_26, int16_t  p_27);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_9 g_10 g_12 g_29 g_35 g_45 g_31 g_69 g_81 g_103 g_105 g_136
 * writes: g_10 g_29 g_35 g_45 g_69 g_12 g_81 g_82 g_103 g_105 g_128 g_132
 */
static const int32_t  func_1(void)
{ /* block id: 0 */
    uint32_t l_11 = 0x4A6F4440L;
    uint32_t *l_13 = (void*)0;
    uint32_t *l_14 = (void*)0;
    uint32_t *l_15 = &g_10;
    int32_t l_133 = (-3L);
    const uint16_t **l_139 = &g_137;
    l_133 |= (safe_mod_func_int32_t_s_s(func_4(g_9[0], g_9[0], (g_10 , (((g_9[2] > ((*l_15) ^= (((l_11 > g_12) == 0L) == l_11))) == g_9[3]) & 3L)), g_9[0]), l_11));
    for (g_105 = (-18); (g_105 < (-27)); --g_105)
    { /* block id: 59 */
        uint8_t l_146 = 1UL;
        if (l_11)
        { /* block id: 60 */
            const uint16_t ***l_138 = (void*)0;
            int32_t *l_140 = &g_29;
            int32_t *l_141 = (void*)0;
            int32_t *l_142 = &l_133;
            int32_t *l_143 = &g_29;
            int32_t *l_144[8][6] = {{&g_29,&g_29,&g_29,&g_29,&g_29,&g_29},{(void*)0,&g_29,(void*)0,&g_29,(void*)0,&g_29},{&g_29,&g_29,&g_29,&g_29,&g_29,&g_29},{(void*)0,&g_29,(void*)0,&g_29,(void*)0,&g_29},{&g_29,&g_29,&g_29,&g_29,&g_29,&g_29},{(void*)0,&g_29,(void*)0,&g_29,(void*)0,&g_29},{&g_29,&g_29,&g_29,&g_29,&g_29,&g_29},{(void*)0,&g_29,(void*)0,&g_29,(void*)0,&g_29}};
            int i, j;
            l_139 = g_136;
            l_146++;
        }
        else
        { /* block id: 63 */
            return l_11;
        }
    }
    return g_35;
}


/* ------------------------------------------ */
/* 
 * reads : g_29 g_10 g_35 g_45 g_9 g_12 g_31 g_69 g_81 g_103 g_105
 * writes: g_29 g_35 g_45 g_69 g_12 g_81 g_82 g_103 g_105 g_128 g_132
 */
static int32_t  func_4(const uint8_t  p_5, int32_t  p_6, int8_t  p_7, int8_t  p_8)
{ /* block id: 2 */
    int32_t *l_28 = &g_29;
    uint16_t *l_30[1][6] = {{&g_31,&g_31,&g_31,&g_31,&g_31,&g_31}};
    int32_t l_32[2][7] = {{4L,4L,4L,4L,4L,4L,4L},{4L,4L,4L,4L,4L,4L,4L}};
    int32_t *l_63 = &l_32[0][4];
    int32_t **l_107 = &l_63;
    uint8_t l_108 = 0UL;
    int32_t l_130 = 0x84D86666L;
    int i, j;
    (*l_107) = func_16((p_5 & (safe_add_func_uint16_t_u_u(func_23(((*l_28) ^= (l_28 == &g_29)), l_32[0][5], p_5, g_10), p_5))), l_28, l_63, &l_32[1][6]);
    for (p_8 = 0; (p_8 >= 0); p_8 -= 1)
    { /* block id: 34 */
        int32_t *l_109[6][2] = {{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0}};
        int i, j;
        for (g_69 = 0; (g_69 >= 0); g_69 -= 1)
        { /* block id: 37 */
            uint32_t l_112[9][10];
            int16_t *l_127 = &g_128;
            int32_t l_129 = 3L;
            int i, j;
            for (i = 0; i < 9; i++)
            {
                for (j = 0; j < 10; j++)
                    l_112[i][j] = 0xB5B55C24L;
            }
            for (g_103 = 0; (g_103 >= 0); g_103 -= 1)
            { /* block id: 40 */
                return l_108;
            }
            g_81 = l_109[0][0];
            (*l_28) = (safe_rshift_func_uint16_t_u_s(((l_112[5][2] && 0x65D2L) , (safe_sub_func_uint32_t_u_u((safe_mod_func_int32_t_s_s((((((safe_div_func_uint16_t_u_u(((safe_mul_func_uint16_t_u_u(1UL, 2L)) & (safe_div_func_uint8_t_u_u((l_129 = (safe_rshift_func_int16_t_s_s((safe_mul_func_int16_t_s_s(((*l_127) = (p_6 , g_12)), 0x8541L)), 8))), p_7))), p_8)) != l_112[5][2]) < p_8) & g_29) , l_130), p_6)), g_105))), 0));
            if (p_6)
                break;
        }
        for (g_29 = 0; (g_29 <= 0); g_29 += 1)
        { /* block id: 51 */
            const int64_t l_131 = (-5L);
            g_132 = (l_131 && g_9[3]);
        }
    }
    return (*l_63);
}


/* ------------------------------------------ */
/* 
 * reads : g_29 g_12 g_31 g_69 g_9 g_81 g_103 g_105
 * writes: g_69 g_29 g_12 g_81 g_82 g_103 g_105
 */
static int32_t * func_16(int32_t  p_17, uint32_t * const  p_18, int32_t * p_19, int32_t * p_20)
{ /* block id: 19 */
    int32_t l_65 = 0x6FDE0027L;
    int16_t *l_68 = &g_69;
    int32_t *l_70 = &g_29;
    uint8_t *l_76[3];
    uint64_t l_79 = 7UL;
    int32_t **l_80[8][7] = {{&l_70,&l_70,&l_70,&l_70,(void*)0,&l_70,&l_70},{(void*)0,(void*)0,&l_70,&l_70,(void*)0,&l_70,&l_70},{&l_70,&l_70,&l_70,&l_70,(void*)0,&l_70,(void*)0},{&l_70,(void*)0,(void*)0,&l_70,(void*)0,&l_70,(void*)0},{&l_70,&l_70,&l_70,&l_70,&l_70,&l_70,&l_70},{&l_70,&l_70,(void*)0,(void*)0,&l_70,&l_70,(void*)0},{&l_70,&l_70,&l_70,&l_70,&l_70,&l_70,(void*)0},{&l_70,&l_70,&l_70,&l_70,&l_70,&l_70,&l_70}};
    uint32_t l_100 = 0UL;
    int32_t l_101 = 0x68C93045L;
    int8_t *l_102 = &g_103;
    int64_t l_104 = 0L;
    int32_t *l_106 = &l_65;
    int i, j;
    for (i = 0; i < 3; i++)
        l_76[i] = &g_12;
    (*l_70) ^= (safe_unary_minus_func_uint32_t_u(((l_65 >= (safe_lshift_func_int16_t_s_s(((*l_68) = 4L), 15))) > ((*p_20) = 0x267A5E2BL))));
    g_82 = (g_81 = ((safe_lshift_func_int16_t_s_s(((safe_add_func_uint32_t_u_u(3UL, (!(((*l_70) | (((((p_17 | (l_65 ^= (g_12 ^= p_17))) | (safe_rshift_func_int16_t_s_s((g_31 ^ l_79), (*l_70)))) > g_69) ^ g_9[7]) | (*l_70))) == (-3L))))) <= (*l_70)), 2)) , &l_65));
    g_105 ^= ((*g_81) , (safe_mul_func_int16_t_s_s((((p_17 != (safe_lshift_func_uint8_t_u_s((safe_add_func_int16_t_s_s(((safe_mul_func_uint8_t_u_u(p_17, (l_104 |= (+((*l_102) &= (((safe_mod_func_uint64_t_u_u((safe_sub_func_uint32_t_u_u(((safe_add_func_uint64_t_u_u((((safe_sub_func_uint8_t_u_u((5L < 0xFA76005BF03BE979LL), 0L)) ^ (*p_20)) != g_31), g_31)) | l_100), (*p_18))), p_17)) == 0x70L) >= l_101)))))) , g_9[0]), p_17)), (*l_70)))) != g_9[3]) <= p_17), (*l_70))));
    return &g_29;
}


/* ------------------------------------------ */
/* 
 * reads : g_35 g_45 g_29 g_9 g_12
 * writes: g_35 g_45
 */
static uint16_t  func_23(uint16_t  p_24, uint8_t  p_25, const uint32_t  p_26, int16_t  p_27)
{ /* block id: 4 */
    uint64_t *l_34 = &g_35;
    int32_t l_40[1][7];
    int16_t l_46 = 0x46CBL;
    uint32_t l_57 = 0xD5FCA44BL;
    int i, j;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 7; j++)
            l_40[i][j] = 0xE12FD89DL;
    }
    if ((safe_unary_minus_func_uint32_t_u((((((p_26 , ((*l_34) |= 0x7B35F19716E289AALL)) , ((safe_mul_func_int8_t_s_s(((safe_div_func_uint16_t_u_u(l_40[0][4], l_40[0][3])) <= ((safe_div_func_int64_t_s_s((g_45 &= ((((safe_mul_func_int8_t_s_s(0x93L, l_40[0][4])) ^ p_24) , g_35) , g_35)), l_40[0][4])) <= g_29)), l_46)) , 0x5FL)) != l_40[0][4]) ^ l_40[0][5]) != 0L))))
    { /* block id: 7 */
        return g_45;
    }
    else
    { /* block id: 9 */
        l_40[0][4] |= ((safe_mul_func_int16_t_s_s((((safe_mul_func_uint8_t_u_u(g_9[4], (safe_lshift_func_int8_t_s_s((p_26 == (safe_mul_func_uint16_t_u_u(l_46, (safe_rshift_func_int16_t_s_u(l_57, 11))))), 2)))) >= (p_24 | g_9[2])) <= g_12), l_57)) | p_26);
    }
    for (p_27 = 22; (p_27 >= (-15)); p_27 = safe_sub_func_uint8_t_u_u(p_27, 6))
    { /* block id: 14 */
        int32_t *l_60 = &l_40[0][4];
        int32_t **l_61 = &l_60;
        int32_t l_62 = 0L;
        (*l_61) = (l_46 , l_60);
        return l_62;
    }
    return g_35;
}




/* ---------------------------------------- */
int main (void)
{
    int i, j;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_9[i], "g_9[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_10, "g_10", print_hash_value);
    transparent_crc(g_12, "g_12", print_hash_value);
    transparent_crc(g_29, "g_29", print_hash_value);
    transparent_crc(g_31, "g_31", print_hash_value);
    transparent_crc(g_35, "g_35", print_hash_value);
    transparent_crc(g_45, "g_45", print_hash_value);
    transparent_crc(g_69, "g_69", print_hash_value);
    transparent_crc(g_103, "g_103", print_hash_value);
    transparent_crc(g_105, "g_105", print_hash_value);
    transparent_crc(g_128, "g_128", print_hash_value);
    transparent_crc(g_132, "g_132", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_145[i][j], "g_145[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 34
XXX total union variables: 0

XXX max expression depth: 22
breakdown:
   depth: 1, occurrence: 25
   depth: 2, occurrence: 8
   depth: 6, occurrence: 1
   depth: 11, occurrence: 1
   depth: 13, occurrence: 1
   depth: 14, occurrence: 1
   depth: 17, occurrence: 1
   depth: 18, occurrence: 1
   depth: 19, occurrence: 1
   depth: 22, occurrence: 1

XXX total number of pointers: 33

XXX times a variable address is taken: 55
XXX times a pointer is dereferenced on RHS: 10
breakdown:
   depth: 1, occurrence: 10
XXX times a pointer is dereferenced on LHS: 11
breakdown:
   depth: 1, occurrence: 11
XXX times a pointer is compared with null: 0
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 176

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 46
   level: 2, occurrence: 1
XXX number of pointers point to pointers: 6
XXX number of pointers point to scalars: 27
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 27.3
XXX average alias set size: 1.3

XXX times a non-volatile is read: 108
XXX times a non-volatile is write: 42
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 29
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 13
   depth: 1, occurrence: 7
   depth: 2, occurrence: 8
   depth: 3, occurrence: 1

XXX percentage a fresh-made variable is used: 24.3
XXX percentage an existing variable is used: 75.7
********************* end of statistics **********************/

