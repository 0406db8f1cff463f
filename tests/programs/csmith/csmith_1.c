/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 1 -o csmith_1.c
 * Seed:      1
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 6L;
static int32_t g_6 = 9L;
static uint32_t g_29[9][5] = {{0xE56E31BBL,0xE56E31BBL,0xE56E31BBL,0xE56E31BBL,0xE56E31BBL},{0xE56E31BBL,0xE56E31BBL,0xE56E31BBL,0xE56E31BBL,0xE56E31BBL},{0xE56E31BBL,0xE56E31BBL,0xE56E31BBL,0xE56E31BBL,0xE56E31BBL},{0xE56E31BBL,0xE56E31BBL,0xE56E31BBL,0xE56E31BBL,0xE56E31BBL},{0xE56E31BBL,0xE56E31BBL,0xE56E31BBL,0xE56E31BBL,0xE56E31BBL},{0xE56E31BBL,0xE56E31BBL,0xE56E31BBL,0xE56E31BBL,0xE56E31BBL},{0xE56E31BBL,0xE56E31BBL,0xE56E31BBL,0xE56E31BBL,0xE56E31BBL},{0xE56E31BBL,0xE56E31BBL,0xE56E31BBL,0xE56E31BBL,0xE56E31BBL},{0xE56E31BBL,0xE56E31BBL,0xE56E31BBL,0xE56E31BBL,0xE56E31BBL}};
static int64_t g_32 = 0xB7BE2D3D47825498LL;
static int32_t g_35 = (-1L);
static int32_t g_36 = (-1L);
static int8_t g_37 = 0xA9L;
static uint64_t g_42 = 9UL;
static int64_t *g_45[6] = {&g_32,&g_32,(void*)0,(void*)0,&g_32,(void*)0};
static int64_t *g_46[5][8] = {{(void*)0,(void*)0,(void*)0,&g_32,&g_32,&g_32,(void*)0,(void*)0},{(void*)0,(void*)0,&g_32,(void*)0,(void*)0,&g_32,(void*)0,(void*)0},{(void*)0,&g_32,(void*)0,&g_32,(void*)0,&g_32,(void*)0,(void*)0},{&g_32,&g_32,&g_32,&g_32,&g_32,&g_32,(void*)0,&g_32},{&g_32,&g_32,(void*)0,&g_32,&g_32,&g_32,&g_32,&g_32}};
static int64_t *g_48 = &g_32;
static uint32_t g_64 = 8UL;
static uint8_t g_77 = 0x8FL;
static uint8_t *g_84 = &g_77;
static int16_t g_87 = 0xEB86L;
static uint16_t g_90 = 0UL;
static int32_t g_131 = 0L;
static int16_t g_133 = 0xF7C8L;
static uint8_t g_134 = 2UL;


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static int16_t  func_9(int16_t  p_10);
static int32_t  func_13(uint64_t  p_14, int32_t  p_15, int8_t  p_16, int16_t  p_17);
static uint16_t  func_18(int16_t  p_19, uint8_t  p_20, uint16_t  p_21, int32_t  p_22);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_29 g_35 g_37 g_42 g_64 g_77 g_90 g_32 g_6 g_131 g_134
 * writes: g_2 g_6 g_29 g_32 g_45 g_46 g_48 g_35 g_64 g_77 g_84 g_87 g_90 g_131 g_134
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int8_t l_5 = 0xF4L;
    int32_t *l_132[8] = {&g_6,&g_2,&g_6,&g_2,&g_6,&g_2,&g_6,&g_2};
    int i;
    for (g_2 = 0; (g_2 > 6); g_2 = safe_add_func_int32_t_s_s(g_2, 4))
    { /* block id: 3 */
        int32_t *l_129 = (void*)0;
        int32_t *l_130 = &g_131;
        g_6 = l_5;
        (*l_130) |= (safe_add_func_int16_t_s_s(func_9(g_2), 0UL));
    }
    g_134++;
    return g_64;
}


/* ------------------------------------------ */
/* 
 * reads : g_6 g_29 g_2 g_35 g_37 g_42 g_64 g_77 g_90 g_32
 * writes: g_6 g_29 g_32 g_45 g_46 g_48 g_35 g_64 g_77 g_84 g_87 g_90
 */
static int16_t  func_9(int16_t  p_10)
{ /* block id: 5 */
    const int8_t l_24 = (-3L);
    int32_t l_33 = 0xF3E141B6L;
    uint32_t l_127 = 0UL;
    uint8_t **l_128 = (void*)0;
    for (g_6 = (-20); (g_6 <= (-13)); g_6++)
    { /* block id: 8 */
        int8_t l_25 = 0x2DL;
        int64_t *l_95 = &g_32;
        int32_t l_106 = (-5L);
        int16_t l_107 = 0x71E1L;
        int32_t *l_113 = &l_106;
        int32_t *l_125[9][2] = {{&g_2,&g_2},{&g_2,&g_2},{&g_2,&g_2},{&g_2,&g_2},{&g_2,&g_2},{&g_2,&g_2},{&g_2,&g_2},{&g_2,&g_2},{&g_2,&g_2}};
        int16_t *l_126[1][10] = {{&l_107,(void*)0,(void*)0,&l_107,&g_87,&l_107,(void*)0,(void*)0,&l_107,&g_87}};
        int i, j;
        if ((p_10 != 0x1D2250DB85613717LL))
        { /* block id: 9 */
            uint32_t *l_28 = &g_29[0][2];
            int32_t l_30 = (-9L);
            int64_t *l_31 = &g_32;
            if (func_13((func_18((((safe_unary_minus_func_uint8_t_u(p_10)) , ((0x110EL >= l_24) <= l_25)) && (((*l_31) = (safe_sub_func_int8_t_s_s((((((*l_28) ^= (0x82E58099L & 0x38425739L)) == g_2) || l_24) ^ p_10), l_30))) , p_10)), p_10, l_33, g_2) != g_2), p_10, p_10, g_37))
            { /* block id: 36 */
                int32_t *l_67 = &l_33;
                (*l_67) = 0x0A02D528L;
                if (p_10)
                    continue;
                return p_10;
            }
            else
            { /* block id: 40 */
                return g_64;
            }
        }
        else
        { /* block id: 43 */
            uint32_t *l_72 = &g_29[0][2];
            int32_t l_73 = 4L;
            uint8_t *l_82[2][9] = {{(void*)0,(void*)0,&g_77,(void*)0,(void*)0,&g_77,(void*)0,(void*)0,&g_77},{&g_77,&g_77,&g_77,&g_77,&g_77,&g_77,&g_77,&g_77,&g_77}};
            int32_t l_88[1][10] = {{0xCF0F4353L,0xEDDC8DEEL,1L,1L,0xEDDC8DEEL,0xCF0F4353L,0xEDDC8DEEL,1L,1L,0xEDDC8DEEL}};
            int16_t *l_103 = &g_87;
            int32_t *l_108 = (void*)0;
            int32_t *l_109 = &l_88[0][8];
            int32_t **l_110 = &l_109;
            int i, j;
            l_73 = (((p_10 , (((((safe_lshift_func_int16_t_s_u(p_10, (safe_sub_func_uint32_t_u_u(l_25, (p_10 > ((*l_72) &= (l_25 == p_10))))))) | l_73) == p_10) && p_10) <= l_33)) < 0x6004527FL) , l_25);
            if (g_35)
            { /* block id: 46 */
                uint8_t *l_76[1];
                uint8_t **l_83[3][10] = {{&l_82[1][4],(void*)0,&l_82[1][4],(void*)0,&l_82[1][4],(void*)0,&l_82[1][4],(void*)0,&l_82[1][4],(void*)0},{&l_82[0][4],(void*)0,&l_82[0][4],(void*)0,&l_82[0][4],(void*)0,&l_82[0][4],(void*)0,&l_82[0][4],(void*)0},{&l_82[1][4],(void*)0,&l_82[1][4],(void*)0,&l_82[1][4],(void*)0,&l_82[1][4],(void*)0,&l_82[1][4],(void*)0}};
                int32_t l_85[10][10] = {{0x1002F449L,(-7L),4L,0xE4DFF3B7L,(-1L),4L,1L,8L,(-7L),0x1934DB4AL},{0xBDD52294L,0x832F5700L,(-1L),(-1L),0xD02AC2FFL,4L,4L,0xD02AC2FFL,(-1L),(-1L)},{0x1002F449L,0x1002F449L,0xFD301F6FL,0xD02AC2FFL,0xC0142974L,(-10L),0xE4DFF3B7L,0x1002F449L,(-1L),0xE4DFF3B7L},{0x832F5700L,0xBDD52294L,4L,0x1934DB4AL,0xBDD52294L,(-1L),0xE4DFF3B7L,(-1L),0xBDD52294L,0x1934DB4AL},{(-7L),0x1002F449L,(-7L),4L,0xE4DFF3B7L,(-1L),4L,1L,8L,(-7L)},{1L,0x832F5700L,0xC0142974L,4L,0x35AB2A6AL,1L,0xBDD52294L,0xBDD52294L,1L,0x35AB2A6AL},{(-7L),(-10L),(-10L),(-7L),0x6BE38A88L,0x0D5E4710L,0x35AB2A6AL,0x3E53C530L,(-10L),0xBDD52294L},{0x6BE38A88L,0xBDD52294L,0xFD301F6FL,(-1L),8L,0xFD301F6FL,(-10L),0x35AB2A6AL,(-10L),0xFD301F6FL},{4L,(-7L),0x1002F449L,(-7L),4L,0xE4DFF3B7L,(-1L),4L,1L,8L},{0x35AB2A6AL,0x6BE38A88L,(-1L),4L,0x3771C77DL,0x0D5E4710L,8L,0x6BE38A88L,0x6BE38A88L,8L}};
                int16_t *l_86 = &g_87;
                int i, j;
                for (i = 0; i < 1; i++)
                    l_76[i] = &g_77;
                l_88[0][7] |= ((((p_10 != (safe_mul_func_uint8_t_u_u((g_77--), p_10))) && (safe_lshift_func_uint16_t_u_s((&g_77 == (g_84 = l_82[1][4])), ((*l_86) = l_85[1][7])))) || l_73) , 0xACEB1B18L);
            }
            else
            { /* block id: 51 */
                int32_t *l_89 = (void*)0;
                --g_90;
                return p_10;
            }
            (*l_109) = ((((safe_mod_func_uint32_t_u_u((&g_32 != l_95), ((safe_mod_func_int16_t_s_s((safe_div_func_uint16_t_u_u(((((((safe_lshift_func_int16_t_s_u(((*l_103) = ((+0xF91BAA844380E064LL) , 0x4CFBL)), 10)) , (((l_106 ^= (safe_rshift_func_uint8_t_u_s((l_25 ^ (-4L)), g_32))) != l_25) > g_29[5][0])) != 0xDF714E35B4FB637DLL) == 1UL) != 18446744073709551612UL) , l_107), l_73)), 0x91EAL)) , g_37))) | g_6) ^ p_10) > p_10);
            (*l_110) = &g_2;
        }
        (*l_113) ^= (safe_sub_func_int32_t_s_s(g_29[0][2], g_2));
        l_128 = (((g_37 >= p_10) >= (safe_mul_func_uint16_t_u_u((safe_lshift_func_int16_t_s_u(0x070DL, 11)), ((l_127 = (((~(g_35 = (safe_mul_func_uint8_t_u_u((safe_mul_func_int8_t_s_s((safe_add_func_uint32_t_u_u(g_29[6][3], ((*l_113) = (*l_113)))), p_10)), l_33)))) > p_10) , 3L)) > 0xAA81L)))) , l_128);
    }
    return l_24;
}


/* ------------------------------------------ */
/* 
 * reads : g_42 g_29 g_35 g_64 g_37
 * writes: g_45 g_46 g_48 g_35 g_64
 */
static int32_t  func_13(uint64_t  p_14, int32_t  p_15, int8_t  p_16, int16_t  p_17)
{ /* block id: 15 */
    int8_t l_41 = 0x0CL;
    int64_t *l_47[10] = {&g_32,&g_32,&g_32,&g_32,&g_32,&g_32,&g_32,&g_32,&g_32,&g_32};
    int32_t *l_49 = &g_35;
    int32_t l_63 = 0xEEFD7F9BL;
    int i;
    if (l_41)
    { /* block id: 16 */
        return g_42;
    }
    else
    { /* block id: 18 */
        int32_t *l_43 = &g_2;
        int64_t *l_44 = &g_32;
        for (l_41 = 4; (l_41 >= 0); l_41 -= 1)
        { /* block id: 21 */
            int64_t l_60 = 0xAAC3BC5F263070B7LL;
            int32_t l_62 = 0xF3B720FAL;
            l_43 = l_43;
            for (p_14 = 0; (p_14 <= 4); p_14 += 1)
            { /* block id: 25 */
                int32_t *l_50 = &g_35;
                int32_t *l_51 = &g_35;
                int32_t *l_52 = &g_35;
                int32_t *l_53 = &g_35;
                int32_t l_54 = 0xAB76A10BL;
                int32_t *l_55 = &l_54;
                int32_t *l_56 = &l_54;
                int32_t *l_57 = &l_54;
                int32_t *l_58 = (void*)0;
                int32_t *l_59 = &g_35;
                int32_t *l_61[5][8] = {{(void*)0,&l_54,&g_35,&l_54,(void*)0,&l_54,&g_35,&l_54},{(void*)0,&l_54,&g_35,&l_54,(void*)0,&l_54,&g_35,&l_54},{(void*)0,&l_54,&g_35,&l_54,(void*)0,&l_54,&g_35,&l_54},{(void*)0,&l_54,&g_35,&l_54,(void*)0,&l_54,&g_35,&l_54},{(void*)0,&l_54,&g_35,&l_54,(void*)0,&l_54,&g_35,&l_54}};
                int i, j;
                (*l_49) |= (((g_46[4][4] = (g_45[4] = l_44)) == (g_48 = l_47[4])) <= (g_29[(l_41 + 1)][p_14] , (l_49 == (void*)0)));
                g_64--;
                (*l_59) = l_62;
            }
        }
        return g_37;
    }
}


/* ------------------------------------------ */
/* 
 * reads : g_35
 * writes:
 */
static uint16_t  func_18(int16_t  p_19, uint8_t  p_20, uint16_t  p_21, int32_t  p_22)
{ /* block id: 12 */
    int32_t *l_34[6];
    uint32_t l_38 = 3UL;
    int i;
    for (i = 0; i < 6; i++)
        l_34[i] = &g_35;
    ++l_38;
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
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_6, "g_6", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_29[i][j], "g_29[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_32, "g_32", print_hash_value);
    transparent_crc(g_35, "g_35", print_hash_value);
    transparent_crc(g_36, "g_36", print_hash_value);
    transparent_crc(g_37, "g_37", print_hash_value);
    transparent_crc(g_42, "g_42", print_hash_value);
    transparent_crc(g_64, "g_64", print_hash_value);
    transparent_crc(g_77, "g_77", print_hash_value);
    transparent_crc(g_87, "g_87", print_hash_value);
    transparent_crc(g_90, "g_90", print_hash_value);
    transparent_crc(g_131, "g_131", print_hash_value);
    transparent_crc(g_133, "g_133", print_hash_value);
    transparent_crc(g_134, "g_134", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 36
XXX total union variables: 0

XXX max expression depth: 22
breakdown:
   depth: 1, occurrence: 36
   depth: 2, occurrence: 6
   depth: 3, occurrence: 1
   depth: 8, occurrence: 1
   depth: 11, occurrence: 1
   depth: 13, occurrence: 1
   depth: 15, occurrence: 1
   depth: 22, occurrence: 2

XXX total number of pointers: 40

XXX times a variable address is taken: 70
XXX times a pointer is dereferenced on RHS: 1
breakdown:
   depth: 1, occurrence: 1
XXX times a pointer is dereferenced on LHS: 13
breakdown:
   depth: 1, occurrence: 13
XXX times a pointer is compared with null: 1
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 191

XXX max dereference level: 1
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 38
XXX number of pointers point to pointers: 3
XXX number of pointers point to scalars: 37
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 30
XXX average alias set size: 1.4

XXX times a non-volatile is read: 77
XXX times a non-volatile is write: 47
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 33
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 8
   depth: 1, occurrence: 8
   depth: 2, occurrence: 7
   depth: 3, occurrence: 10

XXX percentage a fresh-made variable is used: 30.5
XXX percentage an existing variable is used: 69.5
********************* end of statistics **********************/

