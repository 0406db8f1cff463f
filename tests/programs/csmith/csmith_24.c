/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3 --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6 --seed 24 -o csmith_24.c
 * Seed:      24
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   uint32_t  f0;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_3 = 0x8974B666L;
static uint16_t g_64 = 0xEFC7L;
static uint16_t g_70 = 65535UL;
static int32_t g_82 = 1L;
static int32_t *g_81 = &g_82;
static int8_t g_87[8][4] = {{(-1L),3L,0xB1L,0xB1L},{(-3L),(-3L),(-1L),0xB1L},{(-7L),3L,(-7L),(-1L)},{(-7L),(-1L),(-1L),(-7L)},{(-3L),(-1L),0xB1L,(-1L)},{(-1L),3L,0xB1L,0xB1L},{(-3L),(-3L),(-1L),0xB1L},{(-7L),3L,(-7L),(-1L)}};
static int64_t g_91 = 1L;
static int32_t g_93 = (-3L);
static uint16_t *g_105 = &g_64;
static int8_t g_129 = 5L;
static int16_t g_139 = 0x9270L;
static uint64_t g_140 = 18446744073709551611UL;
static uint32_t g_141[1] = {0xE3D09CE0L};
static int8_t g_162 = 0L;
static int32_t g_164 = 0x755464F8L;
static int16_t g_165 = 0x5794L;
static uint8_t g_168 = 0x75L;
static int64_t *g_175 = (void*)0;
static int64_t **g_174[6][1] = {{&g_175},{&g_175},{&g_175},{&g_175},{&g_175},{&g_175}};
static uint32_t g_229 = 0x7BBA012DL;
static uint32_t g_241 = 0UL;
static uint64_t g_274 = 1UL;
static int16_t g_285 = 0xEBA9L;
static uint32_t g_286 = 4294967295UL;
static int32_t **g_301 = &g_81;
static int32_t ***g_300 = &g_301;
static int32_t ****g_299 = &g_300;
static int8_t g_334 = (-1L);
static int32_t g_335 = 0xA7D87469L;
static int64_t g_336 = 0xE8A82FDAFAEC72D1LL;
static int16_t g_337[6] = {0x321DL,0x321DL,0x321DL,0x321DL,0x321DL,0x321DL};


/* --- FORWARD DECLARATIONS --- */
static int16_t  func_1(void);
static int16_t  func_6(uint16_t  p_7, int32_t  p_8, union U0  p_9, int16_t  p_10, union U0  p_11);
static int32_t  func_19(union U0  p_20, uint8_t  p_21);
static int8_t  func_31(int16_t  p_32, int32_t  p_33);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_286
 * writes:
 */
static int16_t  func_1(void)
{ /* block id: 0 */
    int32_t l_2[2][4] = {{1L,0x7C203980L,1L,0x7C203980L},{1L,0x7C203980L,1L,0x7C203980L}};
    union U0 l_15 = {0x84DCC80FL};
    int32_t **l_359 = (void*)0;
    uint8_t l_366 = 248UL;
    uint8_t *l_374 = &g_168;
    uint32_t l_375 = 0UL;
    int32_t *l_376[7] = {&g_93,&g_82,&g_82,&g_93,&g_82,&g_82,&g_93};
    int i, j;
    return g_286;
}


/* ------------------------------------------ */
/* 
 * reads : g_3 g_64 g_70 g_87 g_81 g_82 g_91 g_93 g_105 g_141 g_139 g_168 g_164 g_229 g_241 g_162 g_129 g_274 g_286 g_285
 * writes: g_64 g_70 g_81 g_87 g_91 g_105 g_93 g_139 g_140 g_82 g_168 g_164 g_174 g_165 g_229 g_241 g_162 g_286 g_299
 */
static int16_t  func_6(uint16_t  p_7, int32_t  p_8, union U0  p_9, int16_t  p_10, union U0  p_11)
{ /* block id: 4 */
    uint16_t l_30 = 0x99FAL;
    int32_t l_190 = 0x4576A339L;
    int32_t l_226 = 0x43C59826L;
    int32_t l_227[7][3] = {{(-1L),5L,0xAB97BF4DL},{5L,(-1L),(-1L)},{0xAB97BF4DL,(-1L),0L},{0x7E2E2487L,5L,0x28BAAFD2L},{0xAB97BF4DL,0xAB97BF4DL,0x28BAAFD2L},{5L,0x7E2E2487L,0L},{(-1L),0xAB97BF4DL,(-1L)}};
    uint32_t l_312 = 0x88E978FEL;
    uint64_t **l_319 = (void*)0;
    int i, j;
    for (p_11.f0 = (-17); (p_11.f0 > 45); p_11.f0 = safe_add_func_int32_t_s_s(p_11.f0, 5))
    { /* block id: 7 */
        union U0 l_18[7][6] = {{{0UL},{0x2C41AC3DL},{0UL},{0x2C41AC3DL},{0UL},{0x2C41AC3DL}},{{0xF5AC3D6CL},{0x2C41AC3DL},{0xF5AC3D6CL},{0x2C41AC3DL},{0xF5AC3D6CL},{0x2C41AC3DL}},{{0UL},{0x2C41AC3DL},{0UL},{0x2C41AC3DL},{0UL},{0x2C41AC3DL}},{{0xF5AC3D6CL},{0x2C41AC3DL},{0xF5AC3D6CL},{0x2C41AC3DL},{0xF5AC3D6CL},{0x2C41AC3DL}},{{0UL},{0x2C41AC3DL},{0UL},{0x2C41AC3DL},{0UL},{0x2C41AC3DL}},{{0xF5AC3D6CL},{0x2C41AC3DL},{0xF5AC3D6CL},{0x2C41AC3DL},{0xF5AC3D6CL},{0x2C41AC3DL}},{{0UL},{0x2C41AC3DL},{0UL},{0x2C41AC3DL},{0UL},{0x2C41AC3DL}}};
        int32_t l_22 = (-5L);
        int32_t l_191 = 0x2D125292L;
        int32_t l_192 = 0x9F0944A3L;
        const int8_t *l_280 = &g_87[5][1];
        uint32_t l_281 = 1UL;
        int64_t *l_320[1][3];
        int32_t *l_321[9];
        int32_t *l_322 = &l_22;
        int i, j;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 3; j++)
                l_320[i][j] = &g_91;
        }
        for (i = 0; i < 9; i++)
            l_321[i] = (void*)0;
        for (p_10 = 5; (p_10 >= 0); p_10 -= 1)
        { /* block id: 10 */
            int64_t *l_90 = &g_91;
            int32_t l_92 = 9L;
            int32_t *l_186 = &g_164;
            int32_t l_228 = 0xB56FAF53L;
            int16_t *l_234 = (void*)0;
            int i, j;
            if (((*l_186) = func_19(l_18[p_10][p_10], (l_22 != ((safe_mul_func_int8_t_s_s((((safe_sub_func_uint64_t_u_u(((l_92 = (((*l_90) = (!(g_3 < (safe_div_func_uint8_t_u_u(((l_30 & (func_31((safe_lshift_func_uint8_t_u_u(1UL, 6)), g_3) && 0xDCL)) <= 3L), l_30))))) ^ l_30)) , g_91), p_10)) && g_64) , g_93), g_3)) , p_10)))))
            { /* block id: 84 */
                int32_t *l_187 = &g_93;
                int32_t *l_188 = &l_92;
                int32_t *l_189 = &g_82;
                int32_t *l_193 = &l_192;
                int32_t *l_194 = &l_22;
                int32_t *l_195 = &g_93;
                int32_t *l_196 = &l_190;
                int32_t *l_197 = &l_191;
                int32_t *l_198 = &l_190;
                int32_t *l_199 = &g_164;
                int32_t *l_200 = (void*)0;
                int32_t *l_201 = &l_190;
                int32_t *l_202 = &l_192;
                int32_t *l_203 = (void*)0;
                int32_t *l_204 = (void*)0;
                int32_t *l_205 = &l_192;
                int32_t *l_206 = &l_192;
                int32_t *l_207 = &l_190;
                int32_t *l_208 = &l_192;
                int32_t *l_209 = &l_92;
                int32_t *l_210 = &l_22;
                int32_t *l_211 = &l_22;
                int32_t *l_212 = &g_93;
                int32_t *l_213 = &l_191;
                int32_t *l_214 = &l_92;
                int32_t *l_215 = &g_82;
                int32_t *l_216 = &l_92;
                int32_t *l_217 = &g_164;
                int32_t *l_218 = &g_93;
                int32_t *l_219 = &g_93;
                int32_t *l_220 = &l_22;
                int32_t *l_221 = &l_22;
                int32_t *l_222 = &l_92;
                int32_t *l_223 = &g_82;
                int32_t *l_224 = &l_191;
                int32_t *l_225[1];
                int16_t **l_235 = &l_234;
                int i, j;
                for (i = 0; i < 1; i++)
                    l_225[i] = &g_82;
                g_229--;
                (*l_218) = (safe_div_func_int32_t_s_s((&p_10 == ((*l_235) = l_234)), (l_18[(p_10 + 1)][p_10] , 0x3441F19BL)));
                if (l_191)
                    continue;
            }
            else
            { /* block id: 89 */
                int32_t l_236 = (-1L);
                int32_t *l_237 = &l_190;
                int32_t *l_238 = &l_191;
                int32_t *l_239 = &g_82;
                int32_t *l_240[8][10] = {{&g_93,&l_191,(void*)0,&l_191,&g_93,&l_190,&l_191,&l_92,&l_190,&l_22},{&l_190,&l_190,&l_192,&g_3,(void*)0,(void*)0,&l_190,(void*)0,&l_22,&l_22},{&l_191,&g_3,&l_190,&g_93,&g_93,&l_190,&g_3,&l_191,&l_191,&g_3},{&g_3,(void*)0,&l_227[3][0],&l_190,&l_191,(void*)0,(void*)0,&l_227[6][2],&g_3,&g_93},{&g_3,(void*)0,&l_227[3][0],&l_191,&l_190,&l_227[6][2],&l_190,&l_191,&l_227[3][0],(void*)0},{&l_92,&l_22,&l_190,&g_3,(void*)0,&g_93,(void*)0,(void*)0,&g_93,&g_3},{&l_227[3][0],&l_190,&l_192,&g_3,&l_22,&g_93,&l_92,&l_92,&g_93,&l_22},{&l_92,(void*)0,(void*)0,&l_92,&l_190,&l_227[6][2],&g_93,&g_3,(void*)0,&g_3}};
                int i, j;
                (*l_186) = (l_236 = 1L);
                --g_241;
            }
            if (p_11.f0)
                break;
            for (l_190 = 0; (l_190 <= 5); l_190 += 1)
            { /* block id: 97 */
                int8_t l_251 = 0xC1L;
                int32_t l_258 = 0x426B7B25L;
                int8_t *l_265[6][1] = {{&g_162},{&g_162},{&g_162},{&g_162},{&g_162},{&g_162}};
                const int64_t *l_268 = (void*)0;
                uint8_t l_275 = 0x43L;
                int i, j;
                l_258 = (safe_lshift_func_uint8_t_u_s((safe_div_func_int16_t_s_s((safe_mul_func_int16_t_s_s(p_7, (+(l_227[6][2] = (0x1B3CL && (g_139 = l_251)))))), (safe_mod_func_int8_t_s_s(((safe_mul_func_int8_t_s_s(((safe_div_func_int8_t_s_s((((g_162 > ((void*)0 == &l_234)) == 0xA70149C1L) != p_7), 1UL)) > p_8), g_129)) & g_70), 0x45L)))), p_10));
                (*l_186) |= (+(((((((safe_div_func_int64_t_s_s((safe_lshift_func_uint8_t_u_s(((safe_unary_minus_func_int64_t_s(((g_162 |= l_251) == (safe_mul_func_uint8_t_u_u(((void*)0 == l_268), (((((~(safe_div_func_int16_t_s_s(((((((((safe_mul_func_uint16_t_u_u(0x0C1BL, (&g_175 != &l_90))) ^ 0xCAEAL) && (*g_81)) | g_274) >= 0UL) == g_93) | 0x1641L) & g_139), l_251))) != 65535UL) ^ p_7) | l_275) >= p_10)))))) & 4UL), p_8)), 0x15D3D01E5D373B01LL)) , 3UL) | g_141[0]) && 1L) , 0xEBB1L) , &l_226) == &g_82));
                if ((*g_81))
                    continue;
            }
            if ((((safe_sub_func_int32_t_s_s((*g_81), ((void*)0 != l_280))) || l_281) <= (((safe_add_func_uint16_t_u_u((((((l_18[(p_10 + 1)][p_10] = l_18[p_10][p_10]) , &l_192) != &l_226) , l_190) >= g_70), 7UL)) || l_281) >= g_141[0])))
            { /* block id: 106 */
                int32_t *l_284[8];
                int32_t **l_289 = &l_284[1];
                int i;
                for (i = 0; i < 8; i++)
                    l_284[i] = &l_191;
                --g_286;
                (*l_289) = &l_190;
                return g_241;
            }
            else
            { /* block id: 110 */
                uint32_t l_293 = 2UL;
                int32_t **l_296 = &g_81;
                int32_t ***l_295 = &l_296;
                int32_t ****l_294 = &l_295;
                int32_t *****l_297 = (void*)0;
                int32_t *****l_298 = &l_294;
                int32_t ****l_303[10] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
                int32_t *****l_302 = &l_303[6];
                int i;
                l_293 = (safe_unary_minus_func_uint32_t_u((safe_mul_func_uint8_t_u_u(p_10, (&l_186 != &g_81)))));
                (*l_302) = (l_293 , ((*l_186) , (g_299 = ((*l_298) = l_294))));
            }
        }
        (*l_322) |= (safe_sub_func_uint8_t_u_u((((((l_191 ^= (safe_lshift_func_uint16_t_u_s((l_192 < (safe_div_func_uint32_t_u_u((safe_sub_func_int64_t_s_s(l_312, (l_226 &= (safe_add_func_uint64_t_u_u((safe_div_func_uint64_t_u_u(((safe_div_func_int16_t_s_s(0x72E5L, (((((g_285 & 0UL) <= l_312) , l_319) != (void*)0) , l_281))) & p_11.f0), g_87[5][1])), l_30))))), p_11.f0))), 3))) , l_191) || g_229) <= (-7L)) , g_129), p_8));
        (*l_322) = l_226;
        if (l_190)
            break;
    }
    return g_229;
}


/* ------------------------------------------ */
/* 
 * reads : g_81 g_82 g_3 g_91 g_64 g_87 g_70 g_93 g_105 g_141 g_139 g_168 g_164 g_165 l_2
 * writes: g_91 g_64 g_105 g_93 g_139 g_140 g_82 g_168 g_164 g_174 g_165 g_70
 */
static int32_t  func_19(union U0  p_20, uint8_t  p_21)
{ /* block id: 36 */
    int32_t *l_97 = &g_82;
    const uint16_t *l_104 = &g_70;
    int8_t *l_107 = &g_87[1][1];
    int32_t l_161 = (-1L);
    int32_t l_166 = 0x451F1CBDL;
    if ((*g_81))
    { /* block id: 37 */
        int32_t *l_96 = &g_93;
        int8_t *l_106 = &g_87[3][0];
        for (g_91 = 8; (g_91 <= (-22)); g_91--)
        { /* block id: 40 */
            int32_t **l_98 = (void*)0;
            int32_t l_108 = 0x3D8312EDL;
            for (g_64 = 0; (g_64 <= 3); g_64 += 1)
            { /* block id: 43 */
                int i, j;
                if (g_87[(g_64 + 2)][g_64])
                    break;
            }
            l_96 = (l_97 = l_96);
            (*l_97) = ((safe_sub_func_uint32_t_u_u((g_70 || (((+(((safe_mod_func_int16_t_s_s(((&g_82 != (((l_104 != (g_105 = &g_70)) > ((((l_106 != l_107) != 0x3C92AC9E0432CFC9LL) && g_64) < p_21)) , l_96)) >= p_20.f0), 0x1D4FL)) , (*g_81)) , p_20.f0)) , l_108) != 1L)), p_20.f0)) >= g_93);
        }
    }
    else
    { /* block id: 51 */
        int32_t l_123 = 1L;
        int8_t l_124 = 0x84L;
        int32_t *l_125[3][10] = {{&l_123,&g_93,&g_3,(void*)0,(void*)0,&g_3,&g_93,&l_123,&g_93,&l_123},{&g_3,&g_93,&l_123,&g_93,&l_123,&g_93,&l_123,&g_93,(void*)0,&g_93},{&g_3,(void*)0,(void*)0,&g_93,&g_93,&g_93,&g_93,(void*)0,(void*)0,&g_3}};
        uint32_t l_130 = 4UL;
        uint32_t l_159[8][10] = {{0x4999CA7BL,0x53DDAA5EL,0x4999CA7BL,1UL,0x82D9615DL,1UL,0x4999CA7BL,0x53DDAA5EL,0x4999CA7BL,1UL},{3UL,0x53DDAA5EL,0xF114C857L,0x53DDAA5EL,3UL,1UL,3UL,0x53DDAA5EL,0xF114C857L,0x53DDAA5EL},{0x82D9615DL,1UL,0x4999CA7BL,0x53DDAA5EL,0x4999CA7BL,1UL,0x82D9615DL,1UL,0x4999CA7BL,0x53DDAA5EL},{18446744073709551606UL,0x53DDAA5EL,18446744073709551606UL,1UL,3UL,1UL,18446744073709551606UL,0x53DDAA5EL,18446744073709551606UL,1UL},{0x82D9615DL,0x53DDAA5EL,1UL,0x53DDAA5EL,0x82D9615DL,1UL,0x82D9615DL,0x53DDAA5EL,1UL,0x53DDAA5EL},{3UL,1UL,18446744073709551606UL,0x53DDAA5EL,18446744073709551606UL,1UL,3UL,1UL,18446744073709551606UL,0x53DDAA5EL},{0x4999CA7BL,0x53DDAA5EL,0x4999CA7BL,1UL,0x82D9615DL,1UL,0x4999CA7BL,0x53DDAA5EL,0x4999CA7BL,1UL},{3UL,0x53DDAA5EL,0xF114C857L,0x53DDAA5EL,3UL,1UL,3UL,0x53DDAA5EL,0xF114C857L,0x53DDAA5EL}};
        uint32_t l_181 = 18446744073709551607UL;
        int i, j;
        g_93 |= ((safe_div_func_uint32_t_u_u(((safe_sub_func_uint32_t_u_u((0x22B2L || ((*g_105) = ((((safe_lshift_func_uint16_t_u_u((((safe_div_func_uint64_t_u_u(((-1L) > p_21), p_21)) < (safe_sub_func_uint64_t_u_u((safe_add_func_int16_t_s_s((safe_lshift_func_uint16_t_u_u((((0xD54F57EBL || l_123) || g_64) >= (*l_97)), p_20.f0)), g_3)), g_82))) == 65535UL), 11)) , (void*)0) != &g_93) & 3L))), (*g_81))) , p_21), l_124)) < l_123);
        for (p_21 = (-21); (p_21 < 44); ++p_21)
        { /* block id: 56 */
            int32_t l_128 = 0L;
            int16_t *l_138 = &g_139;
            uint64_t *l_157[10] = {&g_140,(void*)0,&g_140,(void*)0,&g_140,(void*)0,&g_140,(void*)0,&g_140,(void*)0};
            int32_t l_158 = 0x7022D3B1L;
            uint16_t l_160[2];
            int32_t l_167 = (-5L);
            int32_t **l_173 = &l_125[2][2];
            int i;
            for (i = 0; i < 2; i++)
                l_160[i] = 0x157EL;
            l_130++;
            (*l_97) = (((~p_21) , &g_82) == (((((safe_div_func_int64_t_s_s((-1L), (((g_140 = (safe_rshift_func_int16_t_s_u(((*l_138) = p_20.f0), 14))) > (((p_20.f0 == g_91) , g_141[0]) <= p_20.f0)) , g_139))) > g_93) > g_82) ^ 0x0FL) , &l_123));
            if ((((*l_97) = ((((((((0x7620L || (safe_div_func_uint64_t_u_u(g_141[0], (safe_add_func_uint8_t_u_u(((safe_add_func_uint64_t_u_u(((safe_rshift_func_uint8_t_u_u((+(((safe_div_func_uint16_t_u_u(((0L || (safe_mod_func_int64_t_s_s(g_70, (safe_mod_func_uint16_t_u_u(((l_128 = (4L | p_20.f0)) , (*g_105)), l_158))))) > 1L), p_20.f0)) , l_158) , 0xABD0L)), p_21)) , g_141[0]), l_159[3][1])) >= g_87[5][1]), l_158))))) && p_21) <= p_20.f0) , 0xE111L) >= 65532UL) != 0UL) ^ l_160[0]) , (-1L))) && g_3))
            { /* block id: 63 */
                int16_t l_163 = 2L;
                ++g_168;
                (*l_97) = 0xA72EEF0EL;
            }
            else
            { /* block id: 66 */
                int32_t ***l_176 = (void*)0;
                int32_t ***l_177 = &l_173;
                uint64_t **l_178 = (void*)0;
                uint64_t ***l_179 = (void*)0;
                uint64_t ***l_180 = &l_178;
                g_164 |= ((*l_97) &= (safe_mod_func_int16_t_s_s((((l_173 != (void*)0) , ((*g_105) &= p_20.f0)) < (l_138 != (void*)0)), 0xBF02L)));
                g_174[2][0] = (void*)0;
                (*l_177) = &g_81;
                (*l_180) = l_178;
            }
            ++l_181;
        }
        for (g_165 = 17; (g_165 > (-12)); --g_165)
        { /* block id: 78 */
            return p_21;
        }
    }
    return p_21;
}


/* ------------------------------------------ */
/* 
 * reads : g_3 g_64 g_70 g_87 g_81 g_82 l_2 g_93
 * writes: g_64 g_70 g_81 g_87
 */
static int8_t  func_31(int16_t  p_32, int32_t  p_33)
{ /* block id: 11 */
    int16_t l_71 = (-2L);
    int32_t l_85 = 9L;
    for (p_32 = (-19); (p_32 <= 23); p_32 = safe_add_func_uint32_t_u_u(p_32, 2))
    { /* block id: 14 */
        union U0 l_38[5] = {{0UL},{0UL},{0UL},{0UL},{0UL}};
        int32_t l_50 = 1L;
        int32_t l_52 = 0x6315BFEBL;
        uint16_t l_88 = 0x2260L;
        int32_t *l_89 = &g_82;
        int i;
        for (p_33 = 4; (p_33 >= 0); p_33 -= 1)
        { /* block id: 17 */
            int32_t *l_51 = &l_50;
            uint16_t *l_63 = &g_64;
            uint16_t *l_69[2];
            int8_t *l_86[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
            int i;
            for (i = 0; i < 2; i++)
                l_69[i] = &g_70;
            l_52 ^= (safe_unary_minus_func_uint8_t_u((safe_mod_func_uint16_t_u_u(0x2052L, ((safe_mod_func_int32_t_s_s((safe_div_func_int64_t_s_s((safe_div_func_uint64_t_u_u((safe_rshift_func_int16_t_s_u((p_33 <= ((*l_51) = l_50)), (g_3 | (l_51 != (void*)0)))), g_3)), g_3)), g_3)) & 0x2510L)))));
            (*l_51) = (safe_rshift_func_int8_t_s_s(((safe_div_func_uint16_t_u_u((((l_88 &= (safe_rshift_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_s(((p_33 && ((safe_mul_func_int8_t_s_s((((*l_63)--) <= (safe_sub_func_uint16_t_u_u((g_70--), (safe_sub_func_int8_t_s_s(0x8AL, (g_87[5][1] ^= (safe_mul_func_int8_t_s_s((!(safe_add_func_int16_t_s_s((&g_3 != (g_81 = &g_3)), (l_85 = ((safe_div_func_int16_t_s_s((l_52 = (0xAB8F5B6EF3BB579ALL > 18446744073709551615UL)), p_33)) , g_3))))), p_33)))))))), l_71)) | 5L)) <= l_50), 11)), 3))) <= (*l_51)) || 0xD3E8L), l_50)) == 0x6664L), 5));
            l_89 = &p_33;
            if ((*g_81))
                break;
        }
        return l_85;
    }
    return g_87[5][1];
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
    transparent_crc(g_64, "g_64", print_hash_value);
    transparent_crc(g_70, "g_70", print_hash_value);
    transparent_crc(g_82, "g_82", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_87[i][j], "g_87[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_91, "g_91", print_hash_value);
    transparent_crc(g_93, "g_93", print_hash_value);
    transparent_crc(g_129, "g_129", print_hash_value);
    transparent_crc(g_139, "g_139", print_hash_value);
    transparent_crc(g_140, "g_140", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_141[i], "g_141[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_162, "g_162", print_hash_value);
    transparent_crc(g_164, "g_164", print_hash_value);
    transparent_crc(g_165, "g_165", print_hash_value);
    transparent_crc(g_168, "g_168", print_hash_value);
    transparent_crc(g_229, "g_229", print_hash_value);
    transparent_crc(g_241, "g_241", print_hash_value);
    transparent_crc(g_274, "g_274", print_hash_value);
    transparent_crc(g_285, "g_285", print_hash_value);
    transparent_crc(g_286, "g_286", print_hash_value);
    transparent_crc(g_334, "g_334", print_hash_value);
    transparent_crc(g_335, "g_335", print_hash_value);
    transparent_crc(g_336, "g_336", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_337[i], "g_337[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 80
XXX total union variables: 2

XXX max expression depth: 28
breakdown:
   depth: 1, occurrence: 54
   depth: 2, occurrence: 11
   depth: 3, occurrence: 1
   depth: 5, occurrence: 2
   depth: 8, occurrence: 1
   depth: 11, occurrence: 1
   depth: 13, occurrence: 1
   depth: 16, occurrence: 2
   depth: 19, occurrence: 1
   depth: 21, occurrence: 2
   depth: 22, occurrence: 1
   depth: 27, occurrence: 1
   depth: 28, occurrence: 2

XXX total number of pointers: 107

XXX times a variable address is taken: 179
XXX times a pointer is dereferenced on RHS: 17
breakdown:
   depth: 1, occurrence: 15
   depth: 2, occurrence: 1
   depth: 3, occurrence: 1
XXX times a pointer is dereferenced on LHS: 34
breakdown:
   depth: 1, occurrence: 33
   depth: 2, occurrence: 1
XXX times a pointer is compared with null: 7
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 3
XXX times a pointer is qualified to be dereferenced: 624

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 212
   level: 2, occurrence: 14
   level: 3, occurrence: 7
XXX number of pointers point to pointers: 27
XXX number of pointers point to scalars: 80
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 24.3
XXX average alias set size: 1.32

XXX times a non-volatile is read: 212
XXX times a non-volatile is write: 124
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 1

XXX stmts: 53
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 7
   depth: 1, occurrence: 10
   depth: 2, occurrence: 16
   depth: 3, occurrence: 20

XXX percentage a fresh-made variable is used: 23.8
XXX percentage an existing variable is used: 76.2
********************* end of statistics **********************/

