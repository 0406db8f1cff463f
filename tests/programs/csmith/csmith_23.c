/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 23 -o csmith_23.c
 * Seed:      23
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 5L;
static int16_t g_20 = 0L;
static int16_t g_24 = 1L;
static uint32_t g_28 = 5UL;
static uint32_t g_43 = 0xB3257B06L;
static uint8_t g_57[1][1] = {{0x32L}};
static uint64_t g_71 = 0x2FC6110BDBE79983LL;
static int32_t **g_88[2] = {(void*)0,(void*)0};
static int64_t g_101 = 0x7E05BCBD5E972E6FLL;
static uint16_t g_116[3][8] = {{0x5515L,0xF9F0L,0x5515L,0x5515L,0xF9F0L,0x5515L,0x5515L,0xF9F0L},{0xF9F0L,0x5515L,0x5515L,0xF9F0L,0x5515L,0x5515L,0xF9F0L,0x5515L},{0xF9F0L,0xF9F0L,0UL,0xF9F0L,0xF9F0L,0UL,0xF9F0L,0xF9F0L}};
static int8_t g_118 = 4L;
static uint16_t g_163 = 0x48FEL;
static uint8_t * const g_166 = (void*)0;
static uint8_t * const *g_165 = &g_166;
static uint8_t * const **g_164 = &g_165;
static int32_t ***g_196 = (void*)0;
static int32_t g_234 = 0x3C724B45L;
static int32_t * const g_236 = &g_234;
static uint8_t ** const g_371[1] = {(void*)0};
static uint8_t ** const *g_370 = &g_371[0];
static uint8_t ** const **g_369[8][3] = {{&g_370,&g_370,&g_370},{&g_370,&g_370,&g_370},{&g_370,&g_370,&g_370},{&g_370,&g_370,&g_370},{&g_370,&g_370,&g_370},{&g_370,&g_370,&g_370},{&g_370,&g_370,&g_370},{&g_370,&g_370,&g_370}};
static uint16_t g_388 = 65535UL;
static int32_t g_446 = 0L;
static int16_t g_464 = 6L;


/* --- FORWARD DECLARATIONS --- */
static uint16_t  func_1(void);
static int32_t * const  func_31(int32_t  p_32);
static int32_t  func_33(uint32_t  p_34, int32_t * p_35, int32_t * p_36, int64_t  p_37, int32_t * p_38);
static uint32_t  func_39(int32_t * p_40, uint32_t  p_41);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2
 * writes:
 */
static uint16_t  func_1(void)
{ /* block id: 0 */
    uint8_t l_7[5];
    int64_t l_21 = 0x8CC3837ACED45B0ELL;
    int32_t l_23 = (-1L);
    int32_t l_25[8] = {0x6CA0CEC5L,0x6CA0CEC5L,0x6CA0CEC5L,0x6CA0CEC5L,0x6CA0CEC5L,0x6CA0CEC5L,0x6CA0CEC5L,0x6CA0CEC5L};
    uint32_t *l_330 = (void*)0;
    int64_t l_331 = 1L;
    uint64_t l_401 = 18446744073709551615UL;
    uint8_t l_405 = 1UL;
    int8_t *l_408[4][2] = {{&g_118,&g_118},{&g_118,&g_118},{&g_118,&g_118},{&g_118,&g_118}};
    int32_t *l_410 = &g_2;
    int16_t *l_459 = &g_20;
    uint8_t l_467 = 1UL;
    int32_t * const *l_473 = (void*)0;
    int32_t * const **l_472 = &l_473;
    int i, j;
    for (i = 0; i < 5; i++)
        l_7[i] = 2UL;
    return (*l_410);
}


/* ------------------------------------------ */
/* 
 * reads : g_236
 * writes: g_234
 */
static int32_t * const  func_31(int32_t  p_32)
{ /* block id: 114 */
    int32_t *l_233 = &g_234;
    int32_t l_235[10][2] = {{0xAF18FED6L,0xAF18FED6L},{0xAF18FED6L,0xAF18FED6L},{0xAF18FED6L,0xAF18FED6L},{0xAF18FED6L,0xAF18FED6L},{0xAF18FED6L,0xAF18FED6L},{0xAF18FED6L,0xAF18FED6L},{0xAF18FED6L,0xAF18FED6L},{0xAF18FED6L,0xAF18FED6L},{0xAF18FED6L,0xAF18FED6L},{0xAF18FED6L,0xAF18FED6L}};
    int i, j;
    l_235[8][0] &= ((*l_233) = p_32);
    return g_236;
}


/* ------------------------------------------ */
/* 
 * reads : g_28 g_20 g_43 g_57 g_24 g_2 g_71 g_88 g_101 g_118 g_116 g_163 g_164
 * writes: g_20 g_71 g_28 g_24 g_101 g_116 g_118 g_57 g_43 g_163 g_196
 */
static int32_t  func_33(uint32_t  p_34, int32_t * p_35, int32_t * p_36, int64_t  p_37, int32_t * p_38)
{ /* block id: 11 */
    int32_t *l_46[3];
    int32_t **l_45 = &l_46[2];
    uint32_t *l_49[10] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
    uint8_t *l_83 = (void*)0;
    uint8_t ** const l_82 = &l_83;
    uint64_t l_96 = 1UL;
    uint64_t l_176 = 0x8A0399461F976974LL;
    uint32_t l_197 = 0xC2B438F1L;
    uint8_t l_232[8] = {0xB3L,0x9EL,0x9EL,0xB3L,0x9EL,0x9EL,0xB3L,0x9EL};
    int i;
    for (i = 0; i < 3; i++)
        l_46[i] = &g_2;
    if ((((((((*l_45) = &g_2) != (void*)0) >= 65526UL) <= 0x46L) <= (p_34 = (safe_rshift_func_int8_t_s_u((4294967295UL > g_28), p_34)))) & g_20))
    { /* block id: 14 */
        uint32_t l_50 = 0x49123D22L;
        uint8_t *l_56[8][2] = {{&g_57[0][0],&g_57[0][0]},{&g_57[0][0],&g_57[0][0]},{&g_57[0][0],&g_57[0][0]},{&g_57[0][0],&g_57[0][0]},{&g_57[0][0],&g_57[0][0]},{&g_57[0][0],&g_57[0][0]},{&g_57[0][0],&g_57[0][0]},{&g_57[0][0],&g_57[0][0]}};
        int32_t l_58[1][9] = {{1L,0x92ECD442L,0x92ECD442L,1L,0x92ECD442L,0x92ECD442L,1L,0x92ECD442L,0x92ECD442L}};
        uint8_t *l_66 = &g_57[0][0];
        int i, j;
lbl_77:
        l_50++;
        if (((~(4L || (((safe_sub_func_int8_t_s_s((g_43 != p_37), (l_58[0][3] |= p_34))) >= g_20) , g_20))) || g_57[0][0]))
        { /* block id: 17 */
            int8_t l_76 = 0xBEL;
            for (g_20 = 22; (g_20 != 11); g_20--)
            { /* block id: 20 */
                uint8_t **l_63 = &l_56[4][1];
                uint8_t *l_65 = &g_57[0][0];
                uint8_t **l_64[1];
                uint64_t *l_70 = &g_71;
                int i;
                for (i = 0; i < 1; i++)
                    l_64[i] = &l_65;
                (*p_35) ^= (safe_mul_func_uint8_t_u_u((((*l_63) = l_56[1][1]) == (l_66 = &g_57[0][0])), (safe_sub_func_int16_t_s_s((p_34 > ((+(((*l_70) = (1L != ((((g_57[0][0] >= g_20) <= g_24) <= 65535UL) <= (*p_38)))) ^ 4UL)) ^ p_34)), 0UL))));
                (*p_35) = ((safe_rshift_func_uint16_t_u_u(g_2, 4)) & (safe_mul_func_int16_t_s_s((((l_76 >= g_20) < p_37) | 0xAF3324EFL), 0x1E62L)));
            }
        }
        else
        { /* block id: 27 */
            for (g_28 = 0; (g_28 <= 0); g_28 += 1)
            { /* block id: 30 */
                if (g_2)
                    goto lbl_77;
            }
        }
    }
    else
    { /* block id: 34 */
        int64_t l_123 = 0x22BFEBDF65D561E8LL;
        uint32_t l_129 = 0x28C7CDC2L;
        int32_t l_130 = 0L;
        int32_t l_149 = 6L;
        int64_t l_157 = 5L;
        for (g_71 = (-3); (g_71 > 16); g_71++)
        { /* block id: 37 */
            int32_t ***l_89 = &l_45;
            int16_t *l_90 = (void*)0;
            int16_t *l_91 = &g_24;
            int16_t *l_92 = &g_20;
            int32_t l_120 = 0xFFB0DC27L;
            int32_t l_131 = 0x200A6F42L;
            uint16_t *l_150 = &g_116[0][1];
            uint8_t **l_174 = &l_83;
            uint8_t ***l_173[3][3] = {{(void*)0,(void*)0,(void*)0},{&l_174,&l_174,&l_174},{(void*)0,(void*)0,(void*)0}};
            int i, j;
            if ((g_43 , (safe_div_func_uint32_t_u_u((((void*)0 == l_82) < (((safe_mod_func_int16_t_s_s(((*l_92) = ((*l_91) = (safe_mod_func_int8_t_s_s((((*l_89) = g_88[0]) != &p_38), g_2)))), g_71)) == 0x7858094BL) != p_34)), 0xE7BB48DFL))))
            { /* block id: 41 */
                uint8_t **l_94 = &l_83;
                uint8_t ***l_93 = &l_94;
                uint8_t ****l_95 = &l_93;
                (*l_95) = l_93;
                (*p_35) = l_96;
            }
            else
            { /* block id: 44 */
                int32_t *l_99 = &g_2;
                int64_t *l_100 = &g_101;
                const uint8_t l_114 = 0x8EL;
                uint16_t *l_115 = &g_116[1][4];
                int8_t *l_117[4];
                uint8_t *l_119 = &g_57[0][0];
                int i;
                for (i = 0; i < 4; i++)
                    l_117[i] = &g_118;
                l_120 &= ((((safe_lshift_func_uint8_t_u_u((((*l_100) ^= (((*p_36) , l_99) == l_99)) && (((((safe_mul_func_uint8_t_u_u((safe_mul_func_int8_t_s_s((((((*l_119) = ((safe_mod_func_int16_t_s_s(((*l_92) = ((safe_mul_func_int8_t_s_s(((safe_sub_func_int8_t_s_s((g_118 = (safe_sub_func_int32_t_s_s(((l_114 & ((*l_115) = ((*l_99) < 0x29333D576224DB28LL))) >= 254UL), (*l_99)))), 1L)) <= g_57[0][0]), p_34)) ^ g_57[0][0])), 0x1BA9L)) | p_37)) , p_34) <= g_101) <= g_24), p_34)), g_28)) & p_37) > (*l_99)) <= (*l_99)) || g_57[0][0])), g_24)) >= p_37) , p_38) == l_99);
            }
            if ((*p_38))
                break;
            if ((safe_mul_func_uint8_t_u_u(((((-1L) == ((((l_123 ^ (safe_mod_func_uint32_t_u_u((((*p_35) &= (((safe_unary_minus_func_uint8_t_u(((safe_mod_func_uint16_t_u_u(((((void*)0 == l_83) , (((-2L) <= 0xC04A0AC9A06BD8D7LL) , g_118)) , p_37), p_34)) < p_34))) ^ g_116[1][1]) && 0L)) != (*p_38)), (*p_36)))) || (*p_35)) ^ p_37) != l_129)) < g_28) ^ p_34), 0x84L)))
            { /* block id: 54 */
                uint64_t l_132 = 18446744073709551610UL;
                l_132--;
            }
            else
            { /* block id: 56 */
                const int64_t l_148 = 4L;
                (*p_35) &= ((g_116[1][4] |= ((-1L) || 0x9E64L)) > ((safe_div_func_uint64_t_u_u((((7UL ^ (safe_rshift_func_int16_t_s_u((safe_lshift_func_uint16_t_u_u((safe_add_func_int8_t_s_s((safe_div_func_uint8_t_u_u((g_2 < (+g_20)), g_118)), p_34)), p_37)), 13))) || l_148) >= 0L), l_149)) | g_57[0][0]));
                l_130 = ((*p_35) = (g_101 != (1L || 0UL)));
            }
            if ((((*l_150) = p_34) > ((safe_add_func_uint64_t_u_u(p_34, ((0xD52F85193FB3AA2FLL | (safe_sub_func_uint64_t_u_u(((g_43 ^= (2UL | (safe_add_func_int16_t_s_s((g_2 , 0x7438L), 65535UL)))) > 0x06CC1A35L), l_130))) || 0x89F28232L))) , 3UL)))
            { /* block id: 64 */
                uint16_t *l_162 = &g_163;
                if (l_157)
                    break;
                (*p_35) = (p_37 > (safe_add_func_uint16_t_u_u(0x9688L, ((*l_162) ^= (((p_37 >= (((((safe_mul_func_int16_t_s_s(0x5E66L, ((((*l_150) = (g_28 , p_34)) ^ 0UL) , 0xC1D3L))) ^ l_123) , (*p_36)) & p_37) > g_71)) , l_123) , l_130)))));
                (*p_35) = ((g_164 != (((safe_mod_func_int32_t_s_s((((!((l_129 , g_88[0]) == g_88[0])) != (safe_unary_minus_func_int16_t_s((g_24 ^= (safe_mul_func_int16_t_s_s(g_57[0][0], 0UL)))))) , (*p_38)), g_43)) ^ (*p_36)) , l_173[0][0])) , (*p_36));
            }
            else
            { /* block id: 71 */
                int32_t l_175 = 0xE7F369DCL;
                return l_175;
            }
        }
        for (g_24 = 0; (g_24 <= 2); g_24 += 1)
        { /* block id: 77 */
            return (*p_35);
        }
    }
    ++l_176;
    if ((safe_sub_func_uint8_t_u_u((p_34 | (0x2847B0D87B0A632CLL | 1L)), (0x964D273EL & (safe_unary_minus_func_uint32_t_u(g_118))))))
    { /* block id: 82 */
        return (*p_35);
    }
    else
    { /* block id: 84 */
        uint32_t *l_190 = &g_28;
        int16_t *l_193 = &g_20;
        int16_t *l_194[9][8] = {{&g_24,&g_24,&g_24,&g_24,&g_24,&g_24,&g_24,&g_24},{&g_24,&g_24,&g_24,&g_24,(void*)0,&g_24,&g_24,&g_24},{&g_24,&g_24,&g_24,&g_24,&g_24,&g_24,&g_24,&g_24},{(void*)0,&g_24,(void*)0,&g_24,&g_24,&g_24,&g_24,&g_24},{&g_24,&g_24,&g_24,&g_24,&g_24,&g_24,&g_24,&g_24},{&g_24,&g_24,&g_24,&g_24,&g_24,&g_24,&g_24,&g_24},{(void*)0,&g_24,&g_24,&g_24,&g_24,&g_24,&g_24,&g_24},{&g_24,&g_24,&g_24,&g_24,&g_24,&g_24,&g_24,&g_24},{&g_24,&g_24,&g_24,&g_24,&g_24,&g_24,&g_24,(void*)0}};
        const int32_t l_195 = 0xCB19E59FL;
        int32_t l_217 = 0x729FD9D2L;
        int i, j;
        (*p_35) = (&g_165 == &l_82);
        if (((p_37 > (safe_mod_func_int8_t_s_s(((safe_div_func_uint8_t_u_u((safe_mod_func_uint16_t_u_u((((p_34 <= (g_57[0][0] ^= ((safe_rshift_func_int16_t_s_s((((*l_190) = p_34) , (g_24 &= ((*l_193) = (((-6L) || (((p_34 != p_37) | p_37) >= p_37)) , g_71)))), g_43)) > p_34))) <= g_163) || 1UL), g_71)), p_34)) <= l_195), g_163))) > 0x4BA823D4L))
        { /* block id: 90 */
            g_196 = (void*)0;
            return l_197;
        }
        else
        { /* block id: 93 */
            uint32_t *l_215 = &g_43;
            int32_t l_216 = 0x0E54F6E6L;
            int32_t l_229 = 0L;
            int32_t **l_231 = &l_46[2];
            for (l_96 = 0; (l_96 >= 50); l_96 = safe_add_func_uint16_t_u_u(l_96, 1))
            { /* block id: 96 */
                uint32_t l_200 = 0xF2DE34E3L;
                p_35 = p_36;
                l_200 = (*p_38);
            }
            if ((safe_lshift_func_uint16_t_u_s(((&g_71 == &g_71) < (safe_mod_func_uint16_t_u_u(((safe_div_func_uint64_t_u_u((safe_div_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_s(((((((((safe_mod_func_int8_t_s_s(p_34, 255UL)) , l_215) == &g_43) , g_163) ^ l_195) ^ 3UL) , p_34) , l_195), g_101)), p_37)), l_195)), g_57[0][0])) , p_37), p_34))), 6)))
            { /* block id: 100 */
                l_217 = (l_216 = (*p_38));
            }
            else
            { /* block id: 103 */
                uint32_t l_222 = 4294967292UL;
                uint32_t *l_228[7];
                int32_t l_230 = 0x695775BBL;
                int i;
                for (i = 0; i < 7; i++)
                    l_228[i] = &l_222;
                l_229 ^= (0x5FL >= (l_217 = ((safe_sub_func_int64_t_s_s(((safe_add_func_int16_t_s_s((g_24 = (l_222 & 0x8964L)), ((safe_div_func_int32_t_s_s((safe_sub_func_int32_t_s_s((*p_35), (~(l_228[3] == l_215)))), (-1L))) > (*p_38)))) && g_57[0][0]), l_216)) , p_37)));
                l_230 ^= 0xFA94B1C1L;
            }
            (*l_231) = &l_229;
        }
    }
    for (p_34 = 0; p_34 < 1; p_34 += 1)
    {
        for (g_163 = 0; g_163 < 1; g_163 += 1)
        {
            g_57[p_34][g_163] = 0x09L;
        }
    }
    return l_232[5];
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static uint32_t  func_39(int32_t * p_40, uint32_t  p_41)
{ /* block id: 8 */
    return p_41;
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
    transparent_crc(g_20, "g_20", print_hash_value);
    transparent_crc(g_24, "g_24", print_hash_value);
    transparent_crc(g_28, "g_28", print_hash_value);
    transparent_crc(g_43, "g_43", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_57[i][j], "g_57[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_71, "g_71", print_hash_value);
    transparent_crc(g_101, "g_101", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_116[i][j], "g_116[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_118, "g_118", print_hash_value);
    transparent_crc(g_163, "g_163", print_hash_value);
    transparent_crc(g_234, "g_234", print_hash_value);
    transparent_crc(g_388, "g_388", print_hash_value);
    transparent_crc(g_446, "g_446", print_hash_value);
    transparent_crc(g_464, "g_464", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 93
XXX total union variables: 0

XXX max expression depth: 32
breakdown:
   depth: 1, occurrence: 43
   depth: 2, occurrence: 8
   depth: 4, occurrence: 1
   depth: 5, occurrence: 1
   depth: 7, occurrence: 1
   depth: 8, occurrence: 1
   depth: 10, occurrence: 1
   depth: 12, occurrence: 1
   depth: 13, occurrence: 3
   depth: 14, occurrence: 1
   depth: 15, occurrence: 1
   depth: 16, occurrence: 1
   depth: 18, occurrence: 1
   depth: 21, occurrence: 1
   depth: 22, occurrence: 1
   depth: 32, occurrence: 1

XXX total number of pointers: 126

XXX times a variable address is taken: 201
XXX times a pointer is dereferenced on RHS: 51
breakdown:
   depth: 1, occurrence: 49
   depth: 2, occurrence: 2
XXX times a pointer is dereferenced on LHS: 67
breakdown:
   depth: 1, occurrence: 64
   depth: 2, occurrence: 3
XXX times a pointer is compared with null: 3
XXX times a pointer is compared with address of another variable: 2
XXX times a pointer is compared with another pointer: 4
XXX times a pointer is qualified to be dereferenced: 1217

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 267
   level: 2, occurrence: 35
   level: 3, occurrence: 26
   level: 4, occurrence: 1
   level: 5, occurrence: 2
XXX number of pointers point to pointers: 43
XXX number of pointers point to scalars: 83
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 23.8
XXX average alias set size: 1.27

XXX times a non-volatile is read: 367
XXX times a non-volatile is write: 195
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 2

XXX stmts: 46
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 9
   depth: 1, occurrence: 7
   depth: 2, occurrence: 12
   depth: 3, occurrence: 18

XXX percentage a fresh-made variable is used: 14.3
XXX percentage an existing variable is used: 85.7
********************* end of statistics **********************/

