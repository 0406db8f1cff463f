/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 57 -o csmith_57.c
 * Seed:      57
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S1 {
   uint64_t  f0;
};

union U2 {
   uint32_t  f0;
   uint16_t  f1;
   int16_t  f2;
   const uint32_t  f3;
   const uint8_t  f4;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_12 = 0x2E7CCC89L;
static int32_t *g_11 = &g_12;
static struct S1 g_18 = {0x5493E623B4709BA8LL};
static int16_t g_21[4][4] = {{0xAE9FL,4L,0xAE9FL,0xAE9FL},{4L,4L,0x7273L,4L},{4L,0xAE9FL,0xAE9FL,4L},{0xAE9FL,4L,0xAE9FL,0xAE9FL}};
static int64_t g_24[9] = {(-8L),(-8L),(-8L),(-8L),(-8L),(-8L),(-8L),(-8L),(-8L)};
static int32_t g_26[7] = {0L,0L,0L,0L,0L,0L,0L};
static int64_t *g_39 = &g_24[0];
static uint64_t **g_82 = (void*)0;
static uint64_t *g_86 = &g_18.f0;
static uint64_t **g_85 = &g_86;
static union U2 g_88[3] = {{5UL},{5UL},{5UL}};
static int32_t *g_91[3][5] = {{&g_26[6],&g_26[6],&g_26[6],&g_26[6],&g_26[6]},{&g_12,&g_12,&g_12,&g_12,&g_12},{&g_26[6],&g_26[6],&g_26[6],&g_26[6],&g_26[6]}};
static int8_t g_98 = 0x4EL;
static int64_t g_100[10][8] = {{0xE6FF6BB9428C401FLL,0L,0x1CF4EE93D3DD4AC9LL,0x1CF4EE93D3DD4AC9LL,0L,0xE6FF6BB9428C401FLL,0xAEE16EA25DA63383LL,(-7L)},{1L,0L,0xDB0A16214FB9B3D0LL,0x1CF4EE93D3DD4AC9LL,0xBCF61366E2C43C23LL,0xE6FF6BB9428C401FLL,(-7L),(-7L)},{0xE6FF6BB9428C401FLL,0L,0x1CF4EE93D3DD4AC9LL,0x1CF4EE93D3DD4AC9LL,0L,0xE6FF6BB9428C401FLL,0xAEE16EA25DA63383LL,(-7L)},{1L,0L,0xDB0A16214FB9B3D0LL,0x1CF4EE93D3DD4AC9LL,0xBCF61366E2C43C23LL,0xE6FF6BB9428C401FLL,(-7L),(-7L)},{0xE6FF6BB9428C401FLL,0L,0x1CF4EE93D3DD4AC9LL,0x1CF4EE93D3DD4AC9LL,0L,0xE6FF6BB9428C401FLL,0xAEE16EA25DA63383LL,(-7L)},{1L,0L,0xDB0A16214FB9B3D0LL,0x1CF4EE93D3DD4AC9LL,0xBCF61366E2C43C23LL,0xE6FF6BB9428C401FLL,(-7L),(-7L)},{0xE6FF6BB9428C401FLL,0L,0x1CF4EE93D3DD4AC9LL,0x1CF4EE93D3DD4AC9LL,0L,0xE6FF6BB9428C401FLL,0xAEE16EA25DA63383LL,(-7L)},{1L,0L,0xDB0A16214FB9B3D0LL,0x1CF4EE93D3DD4AC9LL,0xBCF61366E2C43C23LL,0xE6FF6BB9428C401FLL,(-7L),(-7L)},{0xE6FF6BB9428C401FLL,0L,0x1CF4EE93D3DD4AC9LL,0x1CF4EE93D3DD4AC9LL,0L,0xE6FF6BB9428C401FLL,0xAEE16EA25DA63383LL,(-7L)},{1L,0L,0xDB0A16214FB9B3D0LL,0x1CF4EE93D3DD4AC9LL,0xBCF61366E2C43C23LL,0xE6FF6BB9428C401FLL,(-7L),(-7L)}};
static int32_t g_102 = 0xEEE7CDA8L;
static int32_t *g_101 = &g_102;


/* --- FORWARD DECLARATIONS --- */
static int16_t  func_1(void);
static int32_t * func_2(int32_t * p_3, const int16_t  p_4, int32_t * p_5);
static int32_t * func_6(const int64_t  p_7, int32_t  p_8);
static union U2  func_9(int32_t * p_10);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_11 g_12 g_18 g_26 g_21 g_24 g_82 g_88 g_39 g_98 g_100 g_88.f3 g_88.f2 g_101
 * writes: g_12 g_21 g_24 g_26 g_18.f0 g_39 g_11 g_82 g_85 g_91 g_98 g_100
 */
static int16_t  func_1(void)
{ /* block id: 0 */
    int32_t **l_89 = &g_11;
    int32_t **l_90[6];
    int32_t *l_92 = &g_26[6];
    int8_t *l_97 = &g_98;
    int64_t *l_99 = &g_100[8][5];
    int i;
    for (i = 0; i < 6; i++)
        l_90[i] = (void*)0;
    (*l_89) = func_2(func_6((((l_92 = (g_91[0][3] = (func_9(g_11) , &g_26[1]))) != (void*)0) , ((*l_99) ^= (safe_div_func_int8_t_s_s(((*l_97) ^= ((safe_div_func_uint16_t_u_u(((*g_39) == (*g_39)), g_26[6])) | 0x3BL)), g_24[0])))), g_88[1].f3), g_88[1].f2, g_101);
    return (**l_89);
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int32_t * func_2(int32_t * p_3, const int16_t  p_4, int32_t * p_5)
{ /* block id: 46 */
    return &g_26[0];
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int32_t * func_6(const int64_t  p_7, int32_t  p_8)
{ /* block id: 44 */
    return &g_26[6];
}


/* ------------------------------------------ */
/* 
 * reads : g_12 g_18 g_26 g_21 g_11 g_24 g_82 g_88
 * writes: g_12 g_21 g_24 g_26 g_18.f0 g_39 g_11 g_82 g_85
 */
static union U2  func_9(int32_t * p_10)
{ /* block id: 1 */
    int32_t l_22 = 6L;
    uint64_t *l_32 = &g_18.f0;
    int64_t *l_38[10][10] = {{&g_24[5],&g_24[5],(void*)0,&g_24[5],&g_24[5],(void*)0,&g_24[5],&g_24[5],(void*)0,&g_24[5]},{&g_24[5],&g_24[0],&g_24[0],&g_24[5],&g_24[0],&g_24[0],&g_24[5],&g_24[0],&g_24[0],&g_24[5]},{&g_24[0],&g_24[5],&g_24[0],&g_24[0],&g_24[5],&g_24[0],&g_24[0],&g_24[5],&g_24[0],&g_24[0]},{&g_24[5],&g_24[5],(void*)0,&g_24[5],&g_24[5],(void*)0,&g_24[5],&g_24[5],(void*)0,&g_24[5]},{&g_24[5],&g_24[0],&g_24[0],&g_24[5],&g_24[0],&g_24[0],&g_24[5],&g_24[0],&g_24[0],&g_24[5]},{&g_24[0],&g_24[5],&g_24[0],&g_24[0],&g_24[5],&g_24[0],&g_24[0],&g_24[5],&g_24[0],&g_24[0]},{&g_24[5],&g_24[5],(void*)0,&g_24[5],&g_24[5],(void*)0,&g_24[5],&g_24[5],(void*)0,&g_24[5]},{&g_24[5],&g_24[0],&g_24[0],&g_24[5],&g_24[0],&g_24[0],&g_24[5],&g_24[0],&g_24[0],&g_24[5]},{&g_24[0],&g_24[5],&g_24[0],&g_24[0],&g_24[5],&g_24[0],&g_24[0],&g_24[5],&g_24[0],&g_24[0]},{&g_24[5],&g_24[5],(void*)0,&g_24[5],&g_24[5],(void*)0,&g_24[5],&g_24[5],(void*)0,&g_24[5]}};
    int64_t **l_37[10][3] = {{&l_38[6][8],&l_38[5][1],&l_38[5][1]},{(void*)0,&l_38[5][1],(void*)0},{&l_38[5][1],(void*)0,&l_38[5][1]},{&l_38[6][8],&l_38[6][8],(void*)0},{&l_38[5][1],(void*)0,(void*)0},{(void*)0,&l_38[5][1],&l_38[5][1]},{&l_38[5][1],&l_38[5][1],&l_38[5][1]},{&l_38[6][8],(void*)0,&l_38[5][1]},{&l_38[6][8],&l_38[6][8],(void*)0},{&l_38[5][1],(void*)0,(void*)0}};
    const int8_t l_40 = 1L;
    int32_t l_50 = (-10L);
    int32_t l_51 = 0xBC5DE30EL;
    uint64_t **l_87 = (void*)0;
    int i, j;
    for (g_12 = 23; (g_12 < 6); g_12 = safe_sub_func_int64_t_s_s(g_12, 9))
    { /* block id: 4 */
        int32_t *l_19 = &g_12;
        int16_t *l_20 = &g_21[1][0];
        int64_t *l_23 = &g_24[0];
        int32_t *l_25 = &g_26[6];
        (*l_25) &= ((safe_mul_func_int16_t_s_s(g_12, ((+((*l_23) = ((0xFFL || (((*l_20) = ((g_18 , (((((void*)0 == l_19) & (*l_19)) <= 0x9AL) ^ g_18.f0)) ^ (*l_19))) > g_12)) && l_22))) == 0x91F9E6A0L))) ^ 0x800FL);
    }
    if ((((safe_lshift_func_uint8_t_u_u(((safe_rshift_func_uint16_t_u_s(((l_22 , (~((*l_32) = 1UL))) != ((*p_10) = (safe_div_func_uint32_t_u_u((((g_39 = &g_24[0]) != &g_24[7]) < (4294967295UL != l_40)), l_22)))), g_26[6])) < g_26[4]), g_21[1][0])) > l_22) <= l_40))
    { /* block id: 12 */
        int32_t **l_41 = &g_11;
        (*g_11) = 1L;
        (*l_41) = p_10;
        (*l_41) = &l_22;
    }
    else
    { /* block id: 16 */
        int32_t l_43 = 0x8F7F2F1EL;
        int32_t l_52 = 5L;
        uint64_t ***l_83 = &g_82;
        uint64_t ***l_84[2][1];
        int i, j;
        for (i = 0; i < 2; i++)
        {
            for (j = 0; j < 1; j++)
                l_84[i][j] = (void*)0;
        }
        for (l_22 = 2; (l_22 >= 0); l_22 -= 1)
        { /* block id: 19 */
            int32_t *l_42 = &g_26[1];
            int32_t *l_44 = &g_12;
            int32_t *l_45 = (void*)0;
            int32_t *l_46 = &g_12;
            int32_t *l_47 = &g_26[6];
            int32_t *l_48 = &g_12;
            int32_t *l_49[1];
            uint32_t l_53 = 0x72060300L;
            const int32_t l_56 = 0x15D11E90L;
            int i;
            for (i = 0; i < 1; i++)
                l_49[i] = &g_26[3];
            l_53++;
            for (l_53 = 0; (l_53 <= 0); l_53 += 1)
            { /* block id: 23 */
                (*l_47) = (*p_10);
                if ((*p_10))
                    continue;
                (*p_10) &= l_40;
            }
            for (l_51 = 2; (l_51 >= 0); l_51 -= 1)
            { /* block id: 30 */
                int32_t l_77 = 0xC4946A2BL;
                (*l_44) = ((l_56 >= (safe_lshift_func_uint16_t_u_u(0x1BB3L, (0L ^ ((safe_mul_func_uint8_t_u_u(((safe_mul_func_uint8_t_u_u((5UL <= ((0x7E38F94618C45603LL | l_43) , g_24[0])), 255UL)) >= 65532UL), g_24[0])) == l_43))))) & 0xBC8B8ECDE22F50FALL);
                (*p_10) = (safe_add_func_int32_t_s_s(l_22, ((safe_div_func_int64_t_s_s((safe_div_func_uint32_t_u_u((safe_div_func_uint64_t_u_u((((65534UL != ((safe_mod_func_uint32_t_u_u(g_26[5], l_43)) | (((((safe_add_func_int64_t_s_s((safe_div_func_int64_t_s_s(l_77, 5L)), l_52)) != (*l_44)) || g_26[0]) > (-1L)) >= 0x857BL))) != 0x072FL) , g_24[7]), l_77)), g_26[6])), (-6L))) >= 0x3440B9FCL)));
            }
        }
        l_87 = (g_85 = (g_24[0] , ((l_43 , (((((safe_mod_func_int8_t_s_s(((l_50 != (safe_mod_func_uint8_t_u_u((g_18.f0 == (((*l_83) = g_82) != (void*)0)), l_52))) <= g_26[6]), g_12)) , l_50) & g_18.f0) , p_10) == (void*)0)) , g_82)));
    }
    return g_88[1];
}




/* ---------------------------------------- */
int main (void)
{
    int i, j;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_12, "g_12", print_hash_value);
    transparent_crc(g_18.f0, "g_18.f0", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_21[i][j], "g_21[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_24[i], "g_24[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_26[i], "g_26[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_88[i].f0, "g_88[i].f0", print_hash_value);
        transparent_crc(g_88[i].f1, "g_88[i].f1", print_hash_value);
        transparent_crc(g_88[i].f2, "g_88[i].f2", print_hash_value);
        transparent_crc(g_88[i].f3, "g_88[i].f3", print_hash_value);
        transparent_crc(g_88[i].f4, "g_88[i].f4", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_98, "g_98", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_100[i][j], "g_100[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_102, "g_102", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 19
   depth: 1, occurrence: 1
XXX total union variables: 1

XXX max expression depth: 18
breakdown:
   depth: 1, occurrence: 22
   depth: 2, occurrence: 4
   depth: 12, occurrence: 1
   depth: 15, occurrence: 2
   depth: 16, occurrence: 1
   depth: 17, occurrence: 1
   depth: 18, occurrence: 1

XXX total number of pointers: 33

XXX times a variable address is taken: 42
XXX times a pointer is dereferenced on RHS: 8
breakdown:
   depth: 1, occurrence: 7
   depth: 2, occurrence: 1
XXX times a pointer is dereferenced on LHS: 16
breakdown:
   depth: 1, occurrence: 16
XXX times a pointer is compared with null: 1
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 130

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 38
   level: 2, occurrence: 4
XXX number of pointers point to pointers: 9
XXX number of pointers point to scalars: 24
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 24.2
XXX average alias set size: 1.21

XXX times a non-volatile is read: 71
XXX times a non-volatile is write: 42
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 21
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 7
   depth: 1, occurrence: 6
   depth: 2, occurrence: 3
   depth: 3, occurrence: 5

XXX percentage a fresh-made variable is used: 20.6
XXX percentage an existing variable is used: 79.4
********************* end of statistics **********************/

