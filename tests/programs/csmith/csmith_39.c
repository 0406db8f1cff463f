/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 39 -o csmith_39.c
 * Seed:      39
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   uint16_t  f0;
   uint16_t  f1;
   int32_t  f2;
};

struct S1 {
   struct S0  f0;
   int32_t  f1;
   uint32_t  f2;
   const uint16_t  f3;
};

union U2 {
   struct S1  f0;
   uint16_t  f1;
   const int32_t  f2;
   const int32_t  f3;
   int32_t  f4;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 0L;
static struct S0 g_25 = {65535UL,65535UL,0xF35DD758L};
static uint64_t g_42 = 0x425A33ED863780D7LL;
static uint32_t g_47 = 0xFE1DB4DBL;
static int32_t *g_58 = &g_25.f2;
static union U2 g_93 = {{{0xFBC2L,0x5DE2L,0xEDE1F3C6L},0x3A6DCE4DL,18446744073709551615UL,0x9A90L}};
static union U2 *g_92 = &g_93;
static int64_t g_97[5] = {(-1L),(-1L),(-1L),(-1L),(-1L)};
static int64_t g_110[5] = {0L,0L,0L,0L,0L};
static uint32_t g_111 = 0xB5F8E08AL;
static uint8_t g_131 = 0UL;
static int16_t g_154[1][8] = {{(-8L),(-8L),(-8L),(-8L),(-8L),(-8L),(-8L),(-8L)}};
static int16_t g_159[8][7] = {{0x93C7L,0x93C7L,0x93C7L,0x93C7L,0x93C7L,0x93C7L,0x93C7L},{0x9D5DL,0x9D5DL,0x9D5DL,0x9D5DL,0x9D5DL,0x9D5DL,0x9D5DL},{0x93C7L,0x93C7L,0x93C7L,0x93C7L,0x93C7L,0x93C7L,0x93C7L},{0x9D5DL,0x9D5DL,0x9D5DL,0x9D5DL,0x9D5DL,0x9D5DL,0x9D5DL},{0x93C7L,0x93C7L,0x93C7L,0x93C7L,0x93C7L,0x93C7L,0x93C7L},{0x9D5DL,0x9D5DL,0x9D5DL,0x9D5DL,0x9D5DL,0x9D5DL,0x9D5DL},{0x93C7L,0x93C7L,0x93C7L,0x93C7L,0x93C7L,0x93C7L,0x93C7L},{0x9D5DL,0x9D5DL,0x9D5DL,0x9D5DL,0x9D5DL,0x9D5DL,0x9D5DL}};
static int16_t g_160 = (-9L);
static int8_t g_163 = 8L;
static uint32_t g_167 = 0UL;
static uint64_t g_172[1][9] = {{18446744073709551609UL,18446744073709551609UL,18446744073709551609UL,18446744073709551609UL,18446744073709551609UL,18446744073709551609UL,18446744073709551609UL,18446744073709551609UL,18446744073709551609UL}};
static int32_t g_200 = 6L;
static uint32_t g_235 = 2UL;
static struct S1 g_253 = {{65532UL,0xFBA1L,0x86DC7E6EL},0x9E949263L,9UL,65535UL};
static struct S1 *g_252 = &g_253;
static struct S1 g_255 = {{2UL,3UL,0x81CA9C0FL},0x17515ADFL,0xAEDD9E81L,1UL};
static uint8_t *g_322 = &g_131;
static int32_t g_346 = 0x46C34DD9L;
static uint64_t g_349[10] = {0xE67E9CEAA5A37EBBLL,0xC1271EE7531B31FCLL,0xC1271EE7531B31FCLL,0xE67E9CEAA5A37EBBLL,0xC1271EE7531B31FCLL,0xC1271EE7531B31FCLL,0xE67E9CEAA5A37EBBLL,0xC1271EE7531B31FCLL,0xC1271EE7531B31FCLL,0xE67E9CEAA5A37EBBLL};
static uint16_t *g_382 = &g_253.f0.f0;
static uint8_t g_402 = 0xA0L;
static int32_t *** const g_433 = (void*)0;
static int32_t *** const *g_432 = &g_433;
static int32_t **g_439 = &g_58;
static int32_t ***g_438 = &g_439;
static int32_t ****g_437 = &g_438;
static uint32_t g_474 = 4294967288UL;
static int16_t *g_512 = &g_154[0][5];
static int16_t **g_511 = &g_512;
static uint32_t g_518 = 4294967295UL;


/* --- FORWARD DECLARATIONS --- */
static int64_t  func_1(void);
static int8_t  func_8(uint16_t  p_9, uint64_t  p_10, uint16_t  p_11, const uint32_t  p_12);
static int64_t  func_14(uint8_t  p_15, int64_t  p_16, int16_t  p_17);
static uint8_t  func_18(struct S0  p_19, struct S0  p_20, const struct S0  p_21, uint32_t  p_22, int64_t  p_23);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_58 g_25.f2 g_253.f0 g_93.f0.f1
 * writes: g_2
 */
static int64_t  func_1(void)
{ /* block id: 0 */
    int32_t l_13 = 3L;
    int32_t **l_436 = &g_58;
    int32_t ***l_435 = &l_436;
    int32_t ****l_434[4][5] = {{(void*)0,&l_435,(void*)0,&l_435,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,&l_435,(void*)0,&l_435,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
    int8_t l_446 = 0x5EL;
    int64_t *l_484[6] = {&g_110[1],&g_110[1],&g_110[1],&g_110[1],&g_110[1],&g_110[1]};
    int64_t **l_483[10];
    int64_t ***l_482 = &l_483[8];
    int64_t ****l_481 = &l_482;
    uint8_t * const *l_489 = &g_322;
    union U2 **l_495 = &g_92;
    struct S0 *l_496 = &g_253.f0;
    uint8_t l_516 = 255UL;
    int8_t l_529[8][9] = {{1L,0L,0x48L,0L,1L,0xC1L,0x77L,1L,0x2FL},{(-4L),0x6DL,(-4L),8L,0x9DL,8L,(-4L),0x6DL,(-4L)},{(-7L),0x35L,0xCEL,1L,1L,0xC1L,0xA5L,0xC1L,1L},{0L,0L,0L,0L,8L,(-4L),0xD2L,3L,1L},{(-7L),1L,0xA5L,0x17L,0x17L,0xA5L,1L,(-7L),0x48L},{(-4L),0xC9L,1L,0L,8L,3L,3L,8L,0L},{1L,0x77L,1L,0x35L,1L,0x17L,0x58L,0x48L,0x48L},{0L,(-4L),0x9DL,3L,0x9DL,(-4L),0L,0xD2L,1L}};
    int32_t l_531 = (-3L);
    int i, j;
    for (i = 0; i < 10; i++)
        l_483[i] = &l_484[3];
    for (g_2 = (-18); (g_2 != (-14)); g_2 = safe_add_func_int16_t_s_s(g_2, 2))
    { /* block id: 3 */
        uint32_t l_5[8][1];
        int32_t l_383 = 6L;
        int8_t l_428[6][6] = {{0x63L,9L,9L,0x63L,9L,9L},{0x63L,9L,9L,0x63L,9L,9L},{0x63L,9L,9L,0x63L,9L,9L},{0x63L,9L,9L,0x63L,9L,9L},{0x63L,9L,9L,0x63L,9L,9L},{0x63L,9L,9L,0x63L,9L,9L}};
        uint16_t l_442 = 0UL;
        int16_t l_447 = 0x2105L;
        int32_t l_464 = 0L;
        int8_t l_476 = 0x8EL;
        uint16_t l_478 = 0x552EL;
        int64_t ****l_485 = &l_482;
        union U2 l_486 = {{{0x0A9AL,65528UL,0L},1L,0xAF0AE9E1L,0xFE16L}};
        uint8_t * const *l_490 = (void*)0;
        union U2 **l_508 = &g_92;
        int i, j;
        for (i = 0; i < 8; i++)
        {
            for (j = 0; j < 1; j++)
                l_5[i][j] = 0x5E1ABE8FL;
        }
    }
    l_531 |= ((((**l_436) || (***l_435)) , (~0xC6F839D1DCC962D9LL)) & ((*l_496) , 5L));
    return g_93.f0.f1;
}


/* ------------------------------------------ */
/* 
 * reads : g_253.f0.f0
 * writes:
 */
static int8_t  func_8(uint16_t  p_9, uint64_t  p_10, uint16_t  p_11, const uint32_t  p_12)
{ /* block id: 187 */
    return g_253.f0.f0;
}


/* ------------------------------------------ */
/* 
 * reads : g_349
 * writes:
 */
static int64_t  func_14(uint8_t  p_15, int64_t  p_16, int16_t  p_17)
{ /* block id: 13 */
    int32_t *l_57 = &g_2;
    union U2 l_65 = {{{0x036BL,65535UL,-1L},0xCB52C22AL,18446744073709551611UL,7UL}};
    int32_t *l_68 = &l_65.f0.f0.f2;
    int32_t l_107 = 5L;
    int32_t l_109 = (-6L);
    const int64_t l_146 = 1L;
    uint64_t *l_199[4] = {&g_42,&g_42,&g_42,&g_42};
    int64_t *l_209 = &g_97[3];
    int64_t **l_208 = &l_209;
    int64_t ***l_207 = &l_208;
    struct S0 *l_212 = (void*)0;
    uint32_t l_232 = 0x5D806430L;
    struct S1 *l_269 = &l_65.f0;
    int32_t **l_278 = &l_57;
    int32_t ***l_277 = &l_278;
    int32_t **l_280[10];
    int32_t ***l_279 = &l_280[3];
    uint8_t *l_300 = &g_131;
    uint32_t l_311 = 0xE24D9FB8L;
    int i;
    for (i = 0; i < 10; i++)
        l_280[i] = &l_57;
    return g_349[2];
}


/* ------------------------------------------ */
/* 
 * reads : g_25.f1 g_2
 * writes: g_42 g_47 g_25.f2
 */
static uint8_t  func_18(struct S0  p_19, struct S0  p_20, const struct S0  p_21, uint32_t  p_22, int64_t  p_23)
{ /* block id: 5 */
    uint64_t *l_41 = &g_42;
    int32_t l_43 = (-3L);
    uint16_t *l_44[1][8] = {{(void*)0,&g_25.f1,(void*)0,(void*)0,&g_25.f1,(void*)0,&g_25.f0,(void*)0}};
    uint64_t l_45 = 7UL;
    uint32_t *l_46 = &g_47;
    int32_t *l_48 = (void*)0;
    int32_t *l_49 = &g_25.f2;
    uint32_t l_50 = 0x3BADF38EL;
    int i, j;
    (*l_49) = (0UL <= (((safe_mul_func_uint16_t_u_u(1UL, (((p_21.f2 == (((safe_lshift_func_uint8_t_u_u((safe_add_func_uint64_t_u_u((((*l_46) = (safe_add_func_int16_t_s_s(p_23, (safe_sub_func_int64_t_s_s((safe_div_func_int16_t_s_s((l_45 = (!(p_20.f0 = (l_43 = ((safe_sub_func_uint64_t_u_u(((*l_41) = p_20.f2), l_43)) <= g_25.f1))))), (-5L))), g_25.f1))))) > (-10L)), 0x48FFD5269945C66BLL)), 1)) ^ p_21.f2) & g_2)) < p_22) <= 4294967295UL))) || 1L) <= p_23));
    return l_50;
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
    transparent_crc(g_25.f0, "g_25.f0", print_hash_value);
    transparent_crc(g_25.f1, "g_25.f1", print_hash_value);
    transparent_crc(g_25.f2, "g_25.f2", print_hash_value);
    transparent_crc(g_42, "g_42", print_hash_value);
    transparent_crc(g_47, "g_47", print_hash_value);
    transparent_crc(g_93.f0.f0.f0, "g_93.f0.f0.f0", print_hash_value);
    transparent_crc(g_93.f0.f0.f1, "g_93.f0.f0.f1", print_hash_value);
    transparent_crc(g_93.f0.f0.f2, "g_93.f0.f0.f2", print_hash_value);
    transparent_crc(g_93.f0.f1, "g_93.f0.f1", print_hash_value);
    transparent_crc(g_93.f0.f2, "g_93.f0.f2", print_hash_value);
    transparent_crc(g_93.f0.f3, "g_93.f0.f3", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_97[i], "g_97[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_110[i], "g_110[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_111, "g_111", print_hash_value);
    transparent_crc(g_131, "g_131", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_154[i][j], "g_154[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_159[i][j], "g_159[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_160, "g_160", print_hash_value);
    transparent_crc(g_163, "g_163", print_hash_value);
    transparent_crc(g_167, "g_167", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 9; j++)
        {
            transparent_crc(g_172[i][j], "g_172[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_200, "g_200", print_hash_value);
    transparent_crc(g_235, "g_235", print_hash_value);
    transparent_crc(g_253.f0.f0, "g_253.f0.f0", print_hash_value);
    transparent_crc(g_253.f0.f1, "g_253.f0.f1", print_hash_value);
    transparent_crc(g_253.f0.f2, "g_253.f0.f2", print_hash_value);
    transparent_crc(g_253.f1, "g_253.f1", print_hash_value);
    transparent_crc(g_253.f2, "g_253.f2", print_hash_value);
    transparent_crc(g_253.f3, "g_253.f3", print_hash_value);
    transparent_crc(g_255.f0.f0, "g_255.f0.f0", print_hash_value);
    transparent_crc(g_255.f0.f1, "g_255.f0.f1", print_hash_value);
    transparent_crc(g_255.f0.f2, "g_255.f0.f2", print_hash_value);
    transparent_crc(g_255.f1, "g_255.f1", print_hash_value);
    transparent_crc(g_255.f2, "g_255.f2", print_hash_value);
    transparent_crc(g_255.f3, "g_255.f3", print_hash_value);
    transparent_crc(g_346, "g_346", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_349[i], "g_349[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_402, "g_402", print_hash_value);
    transparent_crc(g_474, "g_474", print_hash_value);
    transparent_crc(g_518, "g_518", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 2
breakdown:
   depth: 0, occurrence: 126
   depth: 1, occurrence: 5
   depth: 2, occurrence: 1
XXX total union variables: 4

XXX max expression depth: 23
breakdown:
   depth: 1, occurrence: 6
   depth: 2, occurrence: 1
   depth: 5, occurrence: 1
   depth: 23, occurrence: 1

XXX total number of pointers: 121

XXX times a variable address is taken: 151
XXX times a pointer is dereferenced on RHS: 58
breakdown:
   depth: 1, occurrence: 45
   depth: 2, occurrence: 6
   depth: 3, occurrence: 7
XXX times a pointer is dereferenced on LHS: 59
breakdown:
   depth: 1, occurrence: 47
   depth: 2, occurrence: 4
   depth: 3, occurrence: 7
   depth: 4, occurrence: 1
XXX times a pointer is compared with null: 9
XXX times a pointer is compared with address of another variable: 2
XXX times a pointer is compared with another pointer: 4
XXX times a pointer is qualified to be dereferenced: 1005

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 198
   level: 2, occurrence: 38
   level: 3, occurrence: 52
   level: 4, occurrence: 12
XXX number of pointers point to pointers: 47
XXX number of pointers point to scalars: 62
XXX number of pointers point to structs: 10
XXX percent of pointers has null in alias set: 29.8
XXX average alias set size: 1.37

XXX times a non-volatile is read: 424
XXX times a non-volatile is write: 229
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 3

XXX stmts: 7
XXX max block depth: 0
breakdown:
   depth: 0, occurrence: 7

XXX percentage a fresh-made variable is used: 23
XXX percentage an existing variable is used: 77
********************* end of statistics **********************/

