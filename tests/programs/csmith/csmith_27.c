/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 27 -o csmith_27.c
 * Seed:      27
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   const int32_t  f0;
   uint32_t  f1;
   int8_t  f2;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_3 = 0xABECBA2AL;
static int32_t *g_39 = (void*)0;
static int8_t g_40 = 0xC0L;
static int32_t g_42[9] = {0x6B9117A5L,0x6B9117A5L,0x6B9117A5L,0x6B9117A5L,0x6B9117A5L,0x6B9117A5L,0x6B9117A5L,0x6B9117A5L,0x6B9117A5L};
static int16_t g_56 = (-4L);
static int32_t * const *g_91 = &g_39;
static int32_t * const **g_90 = &g_91;
static uint16_t g_99 = 0x4C16L;
static int16_t g_140 = (-1L);
static struct S0 g_150[3] = {{0L,2UL,-7L},{0L,2UL,-7L},{0L,2UL,-7L}};
static struct S0 g_152[8][1] = {{{1L,18446744073709551609UL,4L}},{{7L,18446744073709551608UL,0xCDL}},{{1L,18446744073709551609UL,4L}},{{7L,18446744073709551608UL,0xCDL}},{{1L,18446744073709551609UL,4L}},{{7L,18446744073709551608UL,0xCDL}},{{1L,18446744073709551609UL,4L}},{{7L,18446744073709551608UL,0xCDL}}};
static uint16_t g_156 = 1UL;
static uint32_t g_163 = 0xB88DAA91L;
static uint32_t g_168 = 0x37E3E801L;
static const int32_t *g_183 = (void*)0;
static const int32_t **g_182 = &g_183;
static int32_t **g_189 = &g_39;
static uint16_t *g_211 = &g_99;
static uint16_t **g_210[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);
static uint64_t  func_17(int8_t  p_18);
static uint8_t  func_29(int32_t * p_30, uint16_t  p_31, const int32_t * p_32);
static const int32_t * func_33(int32_t * p_34, int64_t  p_35);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3 g_42 g_39 g_40 g_56 g_90 g_91 g_99 g_168 g_150.f1 g_150.f2 g_156 g_152.f2 g_152.f1
 * writes: g_3 g_39 g_40 g_42 g_56 g_90 g_99 g_140 g_156 g_163 g_168 g_182 g_189 g_150.f2 g_183 g_210
 */
static int32_t  func_1(void)
{ /* block id: 0 */
    int32_t *l_2 = &g_3;
    int32_t *l_4 = &g_3;
    int32_t *l_5 = &g_3;
    int32_t *l_6 = &g_3;
    int32_t *l_7[8][2];
    uint64_t l_8 = 0x13A3DBC56E700D62LL;
    uint8_t l_197 = 0x02L;
    int32_t l_212 = (-1L);
    int i, j;
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 2; j++)
            l_7[i][j] = (void*)0;
    }
    --l_8;
    for (g_3 = 0; (g_3 < 15); g_3 = safe_add_func_uint32_t_u_u(g_3, 4))
    { /* block id: 4 */
        if (g_3)
            break;
    }
    for (g_3 = (-6); (g_3 > (-24)); --g_3)
    { /* block id: 9 */
        int32_t **l_36 = &l_4;
        g_42[5] = (g_168 ^= ((safe_add_func_uint16_t_u_u((func_17(((safe_add_func_int32_t_s_s((safe_rshift_func_int16_t_s_s((g_3 ^ (0x63782845L > ((safe_mul_func_uint8_t_u_u((safe_add_func_uint8_t_u_u((safe_mod_func_uint8_t_u_u(func_29(&g_3, g_3, func_33(((*l_36) = l_7[1][0]), g_3)), g_3)), g_3)), 0x04L)) , (*g_39)))), 11)), 0x743E62C9L)) , g_40)) & 0x610B732DA343AA78LL), g_3)) != 2UL));
    }
    for (g_99 = 0; (g_99 <= 8); g_99 += 1)
    { /* block id: 91 */
        int32_t *l_169 = &g_42[2];
        const int32_t *l_190 = &g_42[5];
        uint16_t *l_208[6] = {&g_156,&g_156,&g_99,&g_156,&g_156,&g_99};
        uint16_t **l_207 = &l_208[2];
        uint16_t ***l_209[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
        int i;
        for (g_56 = 5; (g_56 >= 0); g_56 -= 1)
        { /* block id: 94 */
            int32_t l_191 = 3L;
            int32_t l_195 = 0L;
            int32_t l_196 = 0L;
            int8_t *l_204 = &g_150[2].f2;
            const int32_t **l_206[7] = {&l_190,&l_190,&g_183,&l_190,&l_190,&l_190,&l_190};
            int i;
            if (g_42[g_99])
            { /* block id: 95 */
                uint64_t l_175 = 0xDE1CF89A00F021F4LL;
                const int32_t *l_181 = &g_42[5];
                const int32_t **l_180[3];
                int32_t ***l_184 = (void*)0;
                int32_t **l_186 = &l_6;
                int32_t ***l_185 = &l_186;
                int32_t **l_188 = &l_7[1][0];
                int32_t ***l_187[3];
                int i;
                for (i = 0; i < 3; i++)
                    l_180[i] = &l_181;
                for (i = 0; i < 3; i++)
                    l_187[i] = &l_188;
                l_190 = func_33(l_169, ((safe_div_func_int64_t_s_s((((safe_unary_minus_func_uint8_t_u(((safe_lshift_func_uint16_t_u_s(l_175, 8)) != (safe_add_func_uint8_t_u_u((safe_add_func_uint16_t_u_u(((((g_168 != ((g_182 = l_180[2]) != (g_189 = ((*l_185) = &g_39)))) ^ 18446744073709551607UL) && g_150[2].f1) && (*l_6)), 65535UL)), g_150[2].f2))))) > 4L) , 0xAF69C38FB7E55950LL), g_99)) | 0L));
            }
            else
            { /* block id: 100 */
                int32_t l_192 = 1L;
                int32_t l_193 = 8L;
                int32_t l_194[1];
                int i;
                for (i = 0; i < 1; i++)
                    l_194[i] = 0L;
                l_197--;
            }
            g_183 = func_33(((*l_169) , l_169), (safe_mod_func_uint64_t_u_u((safe_add_func_int8_t_s_s(((*l_204) = g_156), g_152[7][0].f2)), (safe_unary_minus_func_int64_t_s(((l_195 && 0xA1L) >= g_152[7][0].f1))))));
        }
        g_210[4] = l_207;
        return (*l_6);
    }
    return l_212;
}


/* ------------------------------------------ */
/* 
 * reads : g_39 g_42 g_56 g_90 g_91 g_99 g_3 g_40
 * writes: g_39 g_56 g_90 g_42 g_99 g_140 g_40 g_156 g_163
 */
static uint64_t  func_17(int8_t  p_18)
{ /* block id: 18 */
    int32_t **l_43 = (void*)0;
    int32_t **l_44 = &g_39;
    int32_t l_52 = 0xC241E971L;
    int32_t l_53 = 0xDE8ED5E7L;
    int32_t l_54[1][1];
    int64_t l_55 = 1L;
    uint32_t l_57 = 3UL;
    int16_t l_63 = 0x62C3L;
    int16_t l_64 = 0x2495L;
    uint8_t l_66 = 0x00L;
    uint16_t l_87 = 0UL;
    int32_t *l_167 = &g_42[7];
    int i, j;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
            l_54[i][j] = 0x751F0995L;
    }
    (*l_44) = &g_42[5];
    if ((**l_44))
    { /* block id: 20 */
        int32_t *l_45 = &g_42[3];
        int32_t l_46[9][5] = {{0x070A6219L,1L,1L,0x070A6219L,1L},{0L,0x567D7132L,(-7L),0x567D7132L,0L},{1L,0x070A6219L,1L,1L,0x070A6219L},{0L,0x34605DD8L,(-1L),0x567D7132L,(-1L)},{0x070A6219L,0x070A6219L,7L,0x070A6219L,0x070A6219L},{(-1L),0x567D7132L,(-1L),0x34605DD8L,0L},{0x070A6219L,1L,1L,0x070A6219L,1L},{0L,0x567D7132L,(-7L),0x567D7132L,0L},{1L,0x070A6219L,1L,1L,0x070A6219L}};
        int32_t *l_47 = &g_42[5];
        int32_t *l_48 = &l_46[8][4];
        int32_t *l_49 = &l_46[1][1];
        int32_t *l_50 = &l_46[7][1];
        int32_t *l_51[9];
        int16_t l_65 = (-1L);
        int32_t **l_72 = &l_48;
        int i, j;
        for (i = 0; i < 9; i++)
            l_51[i] = &g_42[5];
        --l_57;
        for (l_53 = 0; (l_53 != 25); l_53++)
        { /* block id: 24 */
            int64_t l_62 = 0xF72180A8C217868DLL;
            return l_62;
        }
        --l_66;
        for (g_56 = (-1); (g_56 >= (-15)); g_56 = safe_sub_func_uint8_t_u_u(g_56, 8))
        { /* block id: 30 */
            int32_t ***l_71[7] = {&l_44,&l_44,&l_44,&l_44,&l_44,&l_44,&l_44};
            int i;
            l_72 = &l_47;
        }
    }
    else
    { /* block id: 33 */
        uint8_t l_84 = 3UL;
        int32_t ***l_92 = &l_43;
        uint16_t *l_116 = &g_99;
        int32_t l_117[6][6] = {{(-1L),0x2504B5D7L,1L,0x540B5EBEL,0x2504B5D7L,0x540B5EBEL},{(-1L),0x725A8890L,(-1L),0x540B5EBEL,0x725A8890L,1L},{(-1L),0x30629C93L,0x540B5EBEL,0x540B5EBEL,0x30629C93L,(-1L)},{(-1L),0x2504B5D7L,1L,0x540B5EBEL,0x2504B5D7L,0x540B5EBEL},{(-1L),0x725A8890L,(-1L),0x540B5EBEL,0x725A8890L,1L},{(-1L),0x30629C93L,0x540B5EBEL,0x540B5EBEL,0x30629C93L,(-1L)}};
        int32_t l_124[8][5] = {{0xAD8E3870L,0x6F4952A9L,(-1L),(-1L),0x6F4952A9L},{0xCB0287E1L,(-8L),(-6L),0xB591F11CL,0xB591F11CL},{(-1L),0x98675463L,(-1L),(-1L),(-1L)},{(-1L),(-1L),0xB591F11CL,(-1L),(-1L)},{(-1L),0xAD8E3870L,0x98675463L,0x6F4952A9L,0x98675463L},{0xCB0287E1L,0xCB0287E1L,0xB591F11CL,(-1L),(-6L)},{0xAD8E3870L,(-1L),(-1L),0xAD8E3870L,0x98675463L},{(-1L),(-1L),(-6L),(-6L),(-1L)}};
        uint32_t l_125 = 0xB44A95AFL;
        uint16_t l_143 = 0xF7FEL;
        struct S0 *l_149 = &g_150[2];
        int i, j;
        for (l_53 = 0; (l_53 == (-6)); l_53 = safe_sub_func_uint16_t_u_u(l_53, 5))
        { /* block id: 36 */
            int32_t ** const *l_105 = &l_44;
            uint16_t l_107 = 65533UL;
            int32_t l_118 = 0L;
            int32_t l_121 = 0xA2F07E3EL;
            int32_t l_122 = (-10L);
            int32_t l_123[4][8] = {{(-1L),(-1L),0x9D165814L,0x9D165814L,(-1L),(-1L),0x9D165814L,0x9D165814L},{(-1L),(-1L),0x9D165814L,0x9D165814L,(-1L),(-1L),0x9D165814L,0x9D165814L},{(-1L),(-1L),0x9D165814L,0x9D165814L,(-1L),(-1L),0x9D165814L,0x9D165814L},{(-1L),(-1L),0x9D165814L,0x9D165814L,(-1L),(-1L),0x9D165814L,0x9D165814L}};
            int i, j;
            for (l_64 = 0; (l_64 != (-4)); l_64 = safe_sub_func_int8_t_s_s(l_64, 4))
            { /* block id: 39 */
                int32_t *l_77 = &g_42[1];
                int32_t *l_78 = &l_52;
                int32_t *l_79 = &l_54[0][0];
                int32_t *l_80 = &l_52;
                int32_t *l_81 = (void*)0;
                int32_t *l_82 = &l_54[0][0];
                int32_t *l_83 = &l_54[0][0];
                l_84++;
                --l_87;
            }
            if (((g_90 = g_90) != l_92))
            { /* block id: 44 */
                return (**l_44);
            }
            else
            { /* block id: 46 */
                uint16_t *l_95 = &l_87;
                uint16_t *l_98 = &g_99;
                int32_t ** const **l_106 = &l_105;
                (***g_90) = p_18;
                l_107 |= ((((((*g_91) != (void*)0) >= (safe_sub_func_uint32_t_u_u((((*l_98) |= ((*l_95)++)) >= (safe_mod_func_int32_t_s_s(((***g_90) = ((((safe_sub_func_uint32_t_u_u((+(*g_39)), (((*l_106) = l_105) != &g_91))) != 0x038FFA48L) <= 0L) != p_18)), g_56))), g_56))) > 0x6F30B27692166428LL) > p_18) > p_18);
            }
            for (l_63 = 23; (l_63 != 9); --l_63)
            { /* block id: 56 */
                uint16_t l_114[5][3] = {{0UL,0xD1E3L,0UL},{0xAAE1L,0xDF34L,0xAAE1L},{0UL,0xD1E3L,0UL},{0xAAE1L,0xDF34L,0xAAE1L},{0UL,0xD1E3L,0UL}};
                int i, j;
                (**g_91) = ((safe_sub_func_int16_t_s_s(((g_3 & p_18) || g_99), (safe_mod_func_int32_t_s_s((((((void*)0 == (*g_90)) < p_18) , p_18) >= p_18), p_18)))) , 0x27BBD155L);
                return l_114[0][2];
            }
            if ((((safe_unary_minus_func_uint32_t_u(((1UL > 0x335EL) , ((void*)0 == l_116)))) , (g_40 && g_99)) <= p_18))
            { /* block id: 60 */
                int32_t *l_119 = &l_117[4][3];
                int32_t *l_120[4][10];
                int16_t *l_128 = &l_64;
                int16_t *l_129 = &l_63;
                uint8_t *l_139[5][5] = {{&l_84,&l_66,&l_84,&l_84,&l_66},{&l_66,&l_84,&l_84,&l_66,&l_84},{&l_66,&l_66,&l_66,&l_84,&l_84},{(void*)0,&l_84,(void*)0,(void*)0,&l_84},{&l_84,(void*)0,(void*)0,&l_84,(void*)0}};
                int i, j;
                for (i = 0; i < 4; i++)
                {
                    for (j = 0; j < 10; j++)
                        l_120[i][j] = &g_42[5];
                }
                ++l_125;
                (*l_119) &= ((((*l_129) |= (((*l_128) |= g_42[2]) & 0x2CD9L)) , (((((safe_mul_func_int8_t_s_s((p_18 = (safe_lshift_func_uint16_t_u_s(0x357AL, (~((safe_mul_func_uint8_t_u_u(g_56, 0x9CL)) & g_42[5]))))), 1UL)) >= 0x6D49L) , g_99) , 0x51EB4032FCF99E58LL) ^ g_42[5])) == g_42[5]);
                (*l_119) = (safe_rshift_func_uint8_t_u_s((g_140 = ((***l_105) &= 0UL)), 1));
            }
            else
            { /* block id: 69 */
                int32_t l_141 = 0xC9A28790L;
                int32_t *l_142[3][8] = {{&l_118,&l_118,&l_118,&l_118,&l_118,&l_118,&l_118,&l_118},{&l_118,&l_118,&l_118,&l_118,&l_118,&l_118,&l_118,&l_118},{&l_118,&l_118,&l_118,&l_118,&l_118,&l_118,&l_118,&l_118}};
                struct S0 *l_151 = &g_152[7][0];
                int i, j;
                ++l_143;
                l_151 = (((!0x1266L) , (safe_div_func_int64_t_s_s(g_42[5], 0x8F12F4B510B55422LL))) , l_149);
            }
        }
        g_39 = &l_124[0][0];
    }
    for (g_40 = 0; (g_40 > 28); g_40 = safe_add_func_uint8_t_u_u(g_40, 7))
    { /* block id: 78 */
        uint32_t *l_155[2][6] = {{&l_57,&l_57,&l_57,&l_57,&l_57,&l_57},{&l_57,(void*)0,&l_57,&l_57,(void*)0,&l_57}};
        uint8_t *l_159 = (void*)0;
        uint8_t *l_160 = (void*)0;
        uint8_t *l_161[6] = {&l_66,&l_66,&l_66,&l_66,&l_66,&l_66};
        int32_t l_162 = 0xB37F3C10L;
        int32_t *l_166 = &l_53;
        int i, j;
        (*l_166) = (l_54[0][0] < ((g_163 = (l_162 = ((g_156 = p_18) < (safe_rshift_func_int16_t_s_s(0xBF76L, 15))))) && ((safe_rshift_func_uint8_t_u_s(p_18, p_18)) , p_18)));
    }
    (*l_167) = (g_40 & 250UL);
    return p_18;
}


/* ------------------------------------------ */
/* 
 * reads : g_42
 * writes: g_42
 */
static uint8_t  func_29(int32_t * p_30, uint16_t  p_31, const int32_t * p_32)
{ /* block id: 15 */
    int32_t *l_41 = &g_42[5];
    (*l_41) |= (-3L);
    return p_31;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes: g_39 g_40
 */
static const int32_t * func_33(int32_t * p_34, int64_t  p_35)
{ /* block id: 11 */
    int32_t *l_37 = &g_3;
    int32_t **l_38[6];
    int i;
    for (i = 0; i < 6; i++)
        l_38[i] = &l_37;
    g_40 = ((g_39 = l_37) != (void*)0);
    return &g_3;
}




/* ---------------------------------------- */
int main (void)
{
    int i, j;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_40, "g_40", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_42[i], "g_42[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_56, "g_56", print_hash_value);
    transparent_crc(g_99, "g_99", print_hash_value);
    transparent_crc(g_140, "g_140", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_150[i].f0, "g_150[i].f0", print_hash_value);
        transparent_crc(g_150[i].f1, "g_150[i].f1", print_hash_value);
        transparent_crc(g_150[i].f2, "g_150[i].f2", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_152[i][j].f0, "g_152[i][j].f0", print_hash_value);
            transparent_crc(g_152[i][j].f1, "g_152[i][j].f1", print_hash_value);
            transparent_crc(g_152[i][j].f2, "g_152[i][j].f2", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_156, "g_156", print_hash_value);
    transparent_crc(g_163, "g_163", print_hash_value);
    transparent_crc(g_168, "g_168", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 57
XXX total union variables: 0

XXX max expression depth: 21
breakdown:
   depth: 1, occurrence: 50
   depth: 2, occurrence: 11
   depth: 3, occurrence: 2
   depth: 4, occurrence: 2
   depth: 7, occurrence: 1
   depth: 9, occurrence: 1
   depth: 10, occurrence: 2
   depth: 15, occurrence: 1
   depth: 18, occurrence: 1
   depth: 19, occurrence: 1
   depth: 21, occurrence: 1

XXX total number of pointers: 72

XXX times a variable address is taken: 79
XXX times a pointer is dereferenced on RHS: 9
breakdown:
   depth: 1, occurrence: 7
   depth: 2, occurrence: 2
XXX times a pointer is dereferenced on LHS: 18
breakdown:
   depth: 1, occurrence: 14
   depth: 2, occurrence: 1
   depth: 3, occurrence: 3
XXX times a pointer is compared with null: 3
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 1867

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 54
   level: 2, occurrence: 25
   level: 3, occurrence: 14
   level: 4, occurrence: 1
XXX number of pointers point to pointers: 23
XXX number of pointers point to scalars: 47
XXX number of pointers point to structs: 2
XXX percent of pointers has null in alias set: 22.2
XXX average alias set size: 1.33

XXX times a non-volatile is read: 97
XXX times a non-volatile is write: 80
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 48
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 14
   depth: 1, occurrence: 12
   depth: 2, occurrence: 8
   depth: 3, occurrence: 14

XXX percentage a fresh-made variable is used: 13.3
XXX percentage an existing variable is used: 86.7
********************* end of statistics **********************/

