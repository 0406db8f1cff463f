/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 29 -o csmith_29.c
 * Seed:      29
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 0x2C70BB74L;
static int32_t g_6 = 0x5E00FE1CL;
static int32_t *g_44 = (void*)0;
static const int32_t g_61 = 0x41CE094BL;
static uint64_t g_64[3] = {0x264F89C894628AEALL,0x264F89C894628AEALL,0x264F89C894628AEALL};
static uint64_t g_66 = 0x25F8A4198FE831E3LL;
static uint64_t g_69 = 8UL;
static uint8_t g_78 = 0xF4L;
static uint64_t g_82 = 0x1F9D99D06D0C81CFLL;
static uint32_t g_95 = 0x276A2682L;
static uint64_t g_98 = 1UL;
static int16_t g_113[7][8] = {{1L,(-6L),(-3L),(-6L),1L,(-6L),(-3L),(-6L)},{1L,(-6L),(-3L),(-6L),1L,(-6L),(-3L),(-6L)},{1L,(-6L),(-3L),(-6L),1L,(-6L),(-3L),(-6L)},{1L,(-6L),(-3L),(-6L),1L,(-6L),(-3L),(-6L)},{1L,(-6L),(-3L),(-6L),1L,(-6L),(-3L),(-6L)},{1L,(-6L),(-3L),(-6L),1L,(-6L),(-3L),(-6L)},{1L,(-6L),(-3L),(-6L),1L,(-6L),(-3L),(-6L)}};
static uint32_t g_119 = 0x3C45F469L;
static int16_t g_122[3] = {0L,0L,0L};
static int8_t g_128 = (-1L);
static int64_t g_129[7] = {0xD7AA0E7310FB7A05LL,0xD7AA0E7310FB7A05LL,0xD7AA0E7310FB7A05LL,0xD7AA0E7310FB7A05LL,0xD7AA0E7310FB7A05LL,0xD7AA0E7310FB7A05LL,0xD7AA0E7310FB7A05LL};
static int32_t g_130[1] = {0xEF347DC9L};
static int16_t g_132 = 7L;
static uint8_t g_133 = 0x4FL;
static int64_t g_144 = 0x5E376B2687175307LL;
static uint32_t g_147 = 0UL;


/* --- FORWARD DECLARATIONS --- */
static uint64_t  func_1(void);
static int8_t  func_27(int32_t * const  p_28, int64_t  p_29, const uint16_t  p_30, uint64_t  p_31, const uint8_t  p_32);
static int32_t * const  func_33(int32_t  p_34, const int32_t  p_35, int64_t  p_36, int32_t * p_37);
static uint8_t  func_40(int32_t * p_41, int32_t * p_42);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_44 g_6 g_69 g_64 g_82 g_95 g_98 g_61 g_113 g_119 g_66 g_122 g_133 g_147
 * writes: g_2 g_44 g_64 g_66 g_69 g_78 g_6 g_82 g_95 g_98 g_113 g_119 g_133 g_147
 */
static uint64_t  func_1(void)
{ /* block id: 0 */
    uint64_t l_20 = 0x1FDBD0176DF7E441LL;
    int32_t *l_43 = &g_2;
    int32_t l_124 = 0xEDC45779L;
    int32_t l_125 = (-9L);
    int32_t l_131 = 0x57FEC6B6L;
    const uint8_t *l_137 = &g_78;
    const uint8_t **l_136 = &l_137;
    const uint8_t ***l_138 = &l_136;
    int32_t *l_139 = &l_124;
    int32_t *l_140 = &l_125;
    int32_t *l_141 = &l_131;
    int32_t *l_142 = &g_2;
    int32_t *l_143 = &l_125;
    int32_t *l_145 = &g_6;
    int32_t *l_146[1];
    uint16_t l_151 = 0x312AL;
    int i;
    for (i = 0; i < 1; i++)
        l_146[i] = &g_6;
    for (g_2 = 0; (g_2 == 19); g_2++)
    { /* block id: 3 */
        int32_t *l_5 = &g_6;
        int32_t *l_7 = &g_6;
        int32_t *l_8 = &g_6;
        int32_t *l_9 = &g_6;
        int32_t l_10[1][10] = {{0xEC4279C4L,0xEC4279C4L,0xEC4279C4L,0xEC4279C4L,0xEC4279C4L,0xEC4279C4L,0xEC4279C4L,0xEC4279C4L,0xEC4279C4L,0xEC4279C4L}};
        int32_t *l_11 = (void*)0;
        int32_t *l_12 = &g_6;
        int32_t *l_13 = &l_10[0][9];
        int32_t *l_14 = &l_10[0][8];
        int32_t *l_15 = &l_10[0][6];
        int32_t *l_16 = &l_10[0][5];
        int32_t *l_17 = &g_6;
        int32_t *l_18 = &g_6;
        int32_t *l_19 = &g_6;
        int8_t l_101 = 0xC1L;
        uint32_t l_102 = 3UL;
        int32_t *l_126 = &l_10[0][9];
        int32_t *l_127[6][8] = {{&g_2,&g_2,&g_2,&g_2,&g_2,&g_2,&g_2,&g_2},{&g_2,&g_2,&l_125,&g_2,&g_2,&l_125,&g_2,&g_2},{&g_2,&g_2,&g_2,&g_2,&g_2,&g_2,&g_2,&g_2},{&g_2,&g_2,&g_2,&g_2,&g_2,&g_2,&g_2,&g_2},{&g_2,&g_2,&l_125,&g_2,&g_2,&l_125,&g_2,&g_2},{&g_2,&g_2,&g_2,&g_2,&g_2,&g_2,&g_2,&g_2}};
        int i, j;
        l_20++;
        (*l_13) = (safe_add_func_uint8_t_u_u(((safe_mul_func_int16_t_s_s(l_20, ((void*)0 == &g_2))) != func_27(func_33(g_2, (safe_lshift_func_uint8_t_u_u((l_101 = func_40(&l_10[0][9], l_43)), 2)), g_61, &g_2), g_61, g_61, l_102, g_61)), g_122[0]));
        g_133++;
    }
    (*l_138) = l_136;
    g_147++;
    (*l_139) ^= (!((l_151++) & 255UL));
    return g_64[2];
}


/* ------------------------------------------ */
/* 
 * reads : g_113 g_119 g_82 g_66 g_122 g_64 g_6
 * writes: g_113 g_119 g_6
 */
static int8_t  func_27(int32_t * const  p_28, int64_t  p_29, const uint16_t  p_30, uint64_t  p_31, const uint8_t  p_32)
{ /* block id: 36 */
    uint32_t l_103 = 0x600A8D5EL;
    int16_t *l_111 = (void*)0;
    int16_t *l_112 = &g_113[6][5];
    int32_t l_123 = 1L;
    l_103--;
    (*p_28) ^= (((l_123 = (((safe_mul_func_int16_t_s_s((safe_add_func_int16_t_s_s(((*l_112) |= (safe_unary_minus_func_uint8_t_u(p_32))), 0x882CL)), (safe_div_func_uint64_t_u_u(((safe_sub_func_uint32_t_u_u((p_30 && (+(g_119++))), g_82)) >= g_66), p_30)))) && 0x1D9E462EL) , g_122[0])) != g_64[2]) ^ 0xD29F2DB053F5E9E6LL);
    return g_66;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int32_t * const  func_33(int32_t  p_34, const int32_t  p_35, int64_t  p_36, int32_t * p_37)
{ /* block id: 34 */
    return &g_6;
}


/* ------------------------------------------ */
/* 
 * reads : g_44 g_2 g_6 g_69 g_64 g_82 g_95 g_98
 * writes: g_44 g_64 g_66 g_69 g_78 g_6 g_82 g_95 g_98
 */
static uint8_t  func_40(int32_t * p_41, int32_t * p_42)
{ /* block id: 5 */
    int32_t *l_46 = &g_2;
    int32_t l_88[8][9] = {{0xB773B032L,0L,(-1L),0xB773B032L,0L,0L,0xB773B032L,(-1L),0L},{1L,0xBB0E3CFEL,2L,0x53FD1775L,0x6DE04B38L,0x760765A3L,1L,4L,0xE2D206F8L},{0xB773B032L,0L,(-1L),0xB773B032L,0L,0L,0xB773B032L,(-1L),0L},{1L,0xBB0E3CFEL,2L,0x53FD1775L,0x6DE04B38L,0x760765A3L,1L,4L,0xE2D206F8L},{0xB773B032L,0L,(-1L),0xB773B032L,0L,0L,0xB773B032L,(-1L),0L},{1L,0xBB0E3CFEL,2L,0x53FD1775L,0x6DE04B38L,0x760765A3L,1L,4L,0xE2D206F8L},{0xB773B032L,0L,(-1L),0xB773B032L,0L,0L,0xB773B032L,(-1L),0L},{1L,0xBB0E3CFEL,2L,0x53FD1775L,0x6DE04B38L,0x760765A3L,1L,4L,0xE2D206F8L}};
    int32_t *l_89 = &l_88[1][5];
    int32_t *l_90 = &g_6;
    int32_t *l_91 = (void*)0;
    int32_t *l_92 = &l_88[1][5];
    int32_t *l_93 = &l_88[1][1];
    int32_t *l_94[4][1] = {{&l_88[1][5]},{&l_88[7][7]},{&l_88[1][5]},{&l_88[7][7]}};
    int i, j;
    g_44 = &g_2;
    if ((*g_44))
    { /* block id: 7 */
        int8_t l_55 = 0L;
        const int32_t *l_60 = &g_61;
        const int32_t **l_59 = &l_60;
        uint8_t l_62 = 255UL;
        uint64_t *l_63 = &g_64[2];
        uint64_t *l_65 = &g_66;
        int16_t *l_67 = (void*)0;
        int16_t *l_68 = (void*)0;
        uint8_t l_70 = 0x4DL;
        (*p_41) |= (((~((void*)0 == l_46)) > (safe_mul_func_int8_t_s_s((((safe_mul_func_int16_t_s_s((g_69 &= ((safe_mul_func_uint16_t_u_u((((((safe_sub_func_uint16_t_u_u(l_55, (((*l_65) = ((*l_63) = (safe_mod_func_int8_t_s_s((!((((*l_59) = &g_6) != p_42) , (**l_59))), l_62)))) >= g_2))) > g_6) || 0x064FL) || 0x4DL) & g_2), 0x8918L)) < g_2)), l_70)) , (*l_60)) & (*l_46)), 0xB2L))) == (*p_42));
    }
    else
    { /* block id: 13 */
        int32_t *l_86[9] = {(void*)0,&g_2,(void*)0,(void*)0,&g_2,(void*)0,(void*)0,&g_2,(void*)0};
        int32_t **l_87 = &l_86[2];
        int i;
        for (g_69 = 0; (g_69 >= 16); ++g_69)
        { /* block id: 16 */
            uint32_t l_73 = 4294967287UL;
            int32_t * const l_74 = &g_2;
            uint8_t *l_77 = &g_78;
            int32_t l_81 = 8L;
            int32_t **l_85 = &l_46;
            (*p_41) = ((l_73 && (((void*)0 != l_74) && (safe_mod_func_int16_t_s_s((((*l_77) = 247UL) | 0L), g_64[2])))) > (*l_46));
            for (g_6 = (-27); (g_6 >= 4); ++g_6)
            { /* block id: 21 */
                g_82++;
                if ((*g_44))
                    continue;
            }
            (*l_85) = p_42;
        }
        (*l_87) = (g_44 = l_86[1]);
    }
    --g_95;
    g_98++;
    return g_64[1];
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
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_61, "g_61", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_64[i], "g_64[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_66, "g_66", print_hash_value);
    transparent_crc(g_69, "g_69", print_hash_value);
    transparent_crc(g_78, "g_78", print_hash_value);
    transparent_crc(g_82, "g_82", print_hash_value);
    transparent_crc(g_95, "g_95", print_hash_value);
    transparent_crc(g_98, "g_98", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_113[i][j], "g_113[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_119, "g_119", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_122[i], "g_122[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_128, "g_128", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_129[i], "g_129[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_130[i], "g_130[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_132, "g_132", print_hash_value);
    transparent_crc(g_133, "g_133", print_hash_value);
    transparent_crc(g_144, "g_144", print_hash_value);
    transparent_crc(g_147, "g_147", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 35
XXX total union variables: 0

XXX max expression depth: 23
breakdown:
   depth: 1, occurrence: 32
   depth: 2, occurrence: 4
   depth: 3, occurrence: 1
   depth: 8, occurrence: 1
   depth: 14, occurrence: 1
   depth: 18, occurrence: 1
   depth: 23, occurrence: 1

XXX total number of pointers: 51

XXX times a variable address is taken: 59
XXX times a pointer is dereferenced on RHS: 7
breakdown:
   depth: 1, occurrence: 6
   depth: 2, occurrence: 1
XXX times a pointer is dereferenced on LHS: 13
breakdown:
   depth: 1, occurrence: 13
XXX times a pointer is compared with null: 3
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 241

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 31
   level: 2, occurrence: 3
XXX number of pointers point to pointers: 5
XXX number of pointers point to scalars: 46
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 15.7
XXX average alias set size: 1.16

XXX times a non-volatile is read: 54
XXX times a non-volatile is write: 43
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 25
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 14
   depth: 1, occurrence: 6
   depth: 2, occurrence: 3
   depth: 3, occurrence: 2

XXX percentage a fresh-made variable is used: 36.8
XXX percentage an existing variable is used: 63.2
********************* end of statistics **********************/

