/* Native expectations for llsem's x86 intrinsics (tests/it/x86_native.rs).
 *
 * Built and run by scripts/gen-x86-expect.sh: each wrapper below runs one
 * SSE/AVX/AVX2/PCLMUL intrinsic from <immintrin.h> on this machine's CPU, over
 * boundary and pseudo-random inputs, and the program prints a case file:
 * per input one LLVM function that calls the matching llvm.x86.*
 * intrinsic on the same constants, with a `; RUN:` line holding the lanes
 * the CPU computed. */
#include <immintrin.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned char u8;
typedef void (*Fn)(const u8 *, const u8 *, const u8 *, u8 *);

/* An operand or result type: lanes (0 for a scalar), element bits, float?
 * and the role of an operand in input generation. */
enum Role { DATA, SCOUNT, VCOUNT, LCOUNT, IMM };
typedef struct { int n, bits, fl, role, imm; } T;

#define V(n, b) {n, b, 0, DATA, 0}
#define VF(n, b) {n, b, 1, DATA, 0}
#define S(b) {0, b, 0, DATA, 0}
#define SCNT {0, 32, 0, SCOUNT, 0}
#define VCNT(n, b) {n, b, 0, VCOUNT, 0}
#define LCNT(n, b) {n, b, 0, LCOUNT, 0}
#define IMM32(v) {0, 32, 0, IMM, v}
#define IMM8(v) {0, 8, 0, IMM, v}

/* `nan_open`: a NaN result is any NaN LangRef allows (the CPU's is one of
 * them, which tests/it/x86_native.rs checks), so llsem explores every one:
 * inputs whose result has more than one NaN lane are replaced, to keep
 * that exploration small. */
typedef struct { const char *name; T ret; int nargs; T arg[3]; Fn fn; int nan_open; } Spec;

#define LD(T_, x, p) T_ x; memcpy(&x, p, sizeof x)
#define W1(id, RT, AT, call) static void id(const u8 *pa, const u8 *pb, const u8 *pc, u8 *pr) { \
    LD(AT, a, pa); RT res = call; memcpy(pr, &res, sizeof res); (void)pb; (void)pc; }
#define W2(id, RT, AT, BT, call) static void id(const u8 *pa, const u8 *pb, const u8 *pc, u8 *pr) { \
    LD(AT, a, pa); LD(BT, b, pb); RT res = call; memcpy(pr, &res, sizeof res); (void)pc; }
#define W3(id, RT, AT, BT, CT, call) static void id(const u8 *pa, const u8 *pb, const u8 *pc, u8 *pr) { \
    LD(AT, a, pa); LD(BT, b, pb); LD(CT, c, pc); RT res = call; memcpy(pr, &res, sizeof res); }

typedef __m128i X; typedef __m256i Y; typedef __m128 XF; typedef __m256 YF;
typedef __m128d XD; typedef __m256d YD;

/* shifts */
W2(psrlw, X, X, X, _mm_srl_epi16(a, b)) W2(psrld, X, X, X, _mm_srl_epi32(a, b)) W2(psrlq, X, X, X, _mm_srl_epi64(a, b))
W2(psllw, X, X, X, _mm_sll_epi16(a, b)) W2(pslld, X, X, X, _mm_sll_epi32(a, b)) W2(psllq, X, X, X, _mm_sll_epi64(a, b))
W2(psraw, X, X, X, _mm_sra_epi16(a, b)) W2(psrad, X, X, X, _mm_sra_epi32(a, b))
W2(vpsrlw, Y, Y, X, _mm256_srl_epi16(a, b)) W2(vpsrld, Y, Y, X, _mm256_srl_epi32(a, b)) W2(vpsrlq, Y, Y, X, _mm256_srl_epi64(a, b))
W2(vpsllw, Y, Y, X, _mm256_sll_epi16(a, b)) W2(vpslld, Y, Y, X, _mm256_sll_epi32(a, b)) W2(vpsllq, Y, Y, X, _mm256_sll_epi64(a, b))
W2(vpsraw, Y, Y, X, _mm256_sra_epi16(a, b)) W2(vpsrad, Y, Y, X, _mm256_sra_epi32(a, b))
W2(psrliw, X, X, int, _mm_srli_epi16(a, b)) W2(psrlid, X, X, int, _mm_srli_epi32(a, b)) W2(psrliq, X, X, int, _mm_srli_epi64(a, b))
W2(pslliw, X, X, int, _mm_slli_epi16(a, b)) W2(psllid, X, X, int, _mm_slli_epi32(a, b)) W2(pslliq, X, X, int, _mm_slli_epi64(a, b))
W2(psraiw, X, X, int, _mm_srai_epi16(a, b)) W2(psraid, X, X, int, _mm_srai_epi32(a, b))
W2(vpsrliw, Y, Y, int, _mm256_srli_epi16(a, b)) W2(vpsrlid, Y, Y, int, _mm256_srli_epi32(a, b)) W2(vpsrliq, Y, Y, int, _mm256_srli_epi64(a, b))
W2(vpslliw, Y, Y, int, _mm256_slli_epi16(a, b)) W2(vpsllid, Y, Y, int, _mm256_slli_epi32(a, b)) W2(vpslliq, Y, Y, int, _mm256_slli_epi64(a, b))
W2(vpsraiw, Y, Y, int, _mm256_srai_epi16(a, b)) W2(vpsraid, Y, Y, int, _mm256_srai_epi32(a, b))
W2(psrlvd, X, X, X, _mm_srlv_epi32(a, b)) W2(psrlvq, X, X, X, _mm_srlv_epi64(a, b))
W2(psllvd, X, X, X, _mm_sllv_epi32(a, b)) W2(psllvq, X, X, X, _mm_sllv_epi64(a, b)) W2(psravd, X, X, X, _mm_srav_epi32(a, b))
W2(vpsrlvd, Y, Y, Y, _mm256_srlv_epi32(a, b)) W2(vpsrlvq, Y, Y, Y, _mm256_srlv_epi64(a, b))
W2(vpsllvd, Y, Y, Y, _mm256_sllv_epi32(a, b)) W2(vpsllvq, Y, Y, Y, _mm256_sllv_epi64(a, b)) W2(vpsravd, Y, Y, Y, _mm256_srav_epi32(a, b))
/* vertical arithmetic */
W2(pavgb, X, X, X, _mm_avg_epu8(a, b)) W2(pavgw, X, X, X, _mm_avg_epu16(a, b))
W2(vpavgb, Y, Y, Y, _mm256_avg_epu8(a, b)) W2(vpavgw, Y, Y, Y, _mm256_avg_epu16(a, b))
W2(psignb, X, X, X, _mm_sign_epi8(a, b)) W2(psignw, X, X, X, _mm_sign_epi16(a, b)) W2(psignd, X, X, X, _mm_sign_epi32(a, b))
W2(vpsignb, Y, Y, Y, _mm256_sign_epi8(a, b)) W2(vpsignw, Y, Y, Y, _mm256_sign_epi16(a, b)) W2(vpsignd, Y, Y, Y, _mm256_sign_epi32(a, b))
W2(pmulhw, X, X, X, _mm_mulhi_epi16(a, b)) W2(pmulhuw, X, X, X, _mm_mulhi_epu16(a, b)) W2(pmulhrsw, X, X, X, _mm_mulhrs_epi16(a, b))
W2(vpmulhw, Y, Y, Y, _mm256_mulhi_epi16(a, b)) W2(vpmulhuw, Y, Y, Y, _mm256_mulhi_epu16(a, b)) W2(vpmulhrsw, Y, Y, Y, _mm256_mulhrs_epi16(a, b))
/* horizontal */
W2(phaddw, X, X, X, _mm_hadd_epi16(a, b)) W2(phaddd, X, X, X, _mm_hadd_epi32(a, b)) W2(phaddsw, X, X, X, _mm_hadds_epi16(a, b))
W2(phsubw, X, X, X, _mm_hsub_epi16(a, b)) W2(phsubd, X, X, X, _mm_hsub_epi32(a, b)) W2(phsubsw, X, X, X, _mm_hsubs_epi16(a, b))
W2(vphaddw, Y, Y, Y, _mm256_hadd_epi16(a, b)) W2(vphaddd, Y, Y, Y, _mm256_hadd_epi32(a, b)) W2(vphaddsw, Y, Y, Y, _mm256_hadds_epi16(a, b))
W2(vphsubw, Y, Y, Y, _mm256_hsub_epi16(a, b)) W2(vphsubd, Y, Y, Y, _mm256_hsub_epi32(a, b)) W2(vphsubsw, Y, Y, Y, _mm256_hsubs_epi16(a, b))
W2(pmaddwd, X, X, X, _mm_madd_epi16(a, b)) W2(vpmaddwd, Y, Y, Y, _mm256_madd_epi16(a, b))
W2(pmaddubsw, X, X, X, _mm_maddubs_epi16(a, b)) W2(vpmaddubsw, Y, Y, Y, _mm256_maddubs_epi16(a, b))
W2(psadbw, X, X, X, _mm_sad_epu8(a, b)) W2(vpsadbw, Y, Y, Y, _mm256_sad_epu8(a, b))
/* packs */
W2(packsswb, X, X, X, _mm_packs_epi16(a, b)) W2(packssdw, X, X, X, _mm_packs_epi32(a, b))
W2(packuswb, X, X, X, _mm_packus_epi16(a, b)) W2(packusdw, X, X, X, _mm_packus_epi32(a, b))
W2(vpacksswb, Y, Y, Y, _mm256_packs_epi16(a, b)) W2(vpackssdw, Y, Y, Y, _mm256_packs_epi32(a, b))
W2(vpackuswb, Y, Y, Y, _mm256_packus_epi16(a, b)) W2(vpackusdw, Y, Y, Y, _mm256_packus_epi32(a, b))
/* shuffles */
W2(pshufb, X, X, X, _mm_shuffle_epi8(a, b)) W2(vpshufb, Y, Y, Y, _mm256_shuffle_epi8(a, b))
W2(vpermd, Y, Y, Y, _mm256_permutevar8x32_epi32(a, b)) W2(vpermps, YF, YF, Y, _mm256_permutevar8x32_ps(a, b))
W2(vpermilps, XF, XF, X, _mm_permutevar_ps(a, b)) W2(vpermilpd, XD, XD, X, _mm_permutevar_pd(a, b))
W2(vpermilps256, YF, YF, Y, _mm256_permutevar_ps(a, b)) W2(vpermilpd256, YD, YD, Y, _mm256_permutevar_pd(a, b))
/* masks, blends, tests */
W1(pmovmskb, int, X, _mm_movemask_epi8(a)) W1(vpmovmskb, int, Y, _mm256_movemask_epi8(a))
W1(movmskps, int, XF, _mm_movemask_ps(a)) W1(movmskpd, int, XD, _mm_movemask_pd(a))
W1(vmovmskps, int, YF, _mm256_movemask_ps(a)) W1(vmovmskpd, int, YD, _mm256_movemask_pd(a))
W3(pblendvb, X, X, X, X, _mm_blendv_epi8(a, b, c)) W3(vpblendvb, Y, Y, Y, Y, _mm256_blendv_epi8(a, b, c))
W3(blendvps, XF, XF, XF, XF, _mm_blendv_ps(a, b, c)) W3(blendvpd, XD, XD, XD, XD, _mm_blendv_pd(a, b, c))
W3(vblendvps, YF, YF, YF, YF, _mm256_blendv_ps(a, b, c)) W3(vblendvpd, YD, YD, YD, YD, _mm256_blendv_pd(a, b, c))
W2(ptestz, int, X, X, _mm_testz_si128(a, b)) W2(ptestc, int, X, X, _mm_testc_si128(a, b)) W2(ptestnzc, int, X, X, _mm_testnzc_si128(a, b))
W2(vptestz, int, Y, Y, _mm256_testz_si256(a, b)) W2(vptestc, int, Y, Y, _mm256_testc_si256(a, b)) W2(vptestnzc, int, Y, Y, _mm256_testnzc_si256(a, b))
W2(vtestzps, int, XF, XF, _mm_testz_ps(a, b)) W2(vtestcps, int, XF, XF, _mm_testc_ps(a, b)) W2(vtestnzcps, int, XF, XF, _mm_testnzc_ps(a, b))
W2(vtestzpd, int, XD, XD, _mm_testz_pd(a, b)) W2(vtestcpd, int, XD, XD, _mm_testc_pd(a, b)) W2(vtestnzcpd, int, XD, XD, _mm_testnzc_pd(a, b))
W2(vtestzps256, int, YF, YF, _mm256_testz_ps(a, b)) W2(vtestzpd256, int, YD, YD, _mm256_testz_pd(a, b))
/* min / max */
W2(minps, XF, XF, XF, _mm_min_ps(a, b)) W2(maxps, XF, XF, XF, _mm_max_ps(a, b))
W2(minss, XF, XF, XF, _mm_min_ss(a, b)) W2(maxss, XF, XF, XF, _mm_max_ss(a, b))
W2(minpd, XD, XD, XD, _mm_min_pd(a, b)) W2(maxpd, XD, XD, XD, _mm_max_pd(a, b))
W2(minsd, XD, XD, XD, _mm_min_sd(a, b)) W2(maxsd, XD, XD, XD, _mm_max_sd(a, b))
W2(vminps, YF, YF, YF, _mm256_min_ps(a, b)) W2(vmaxps, YF, YF, YF, _mm256_max_ps(a, b))
W2(vminpd, YD, YD, YD, _mm256_min_pd(a, b)) W2(vmaxpd, YD, YD, YD, _mm256_max_pd(a, b))
/* conversions and rounding */
W1(cvtss2si, int, XF, _mm_cvtss_si32(a)) W1(cvttss2si, int, XF, _mm_cvttss_si32(a))
W1(cvtss2si64, long long, XF, _mm_cvtss_si64(a)) W1(cvttss2si64, long long, XF, _mm_cvttss_si64(a))
W1(cvtsd2si, int, XD, _mm_cvtsd_si32(a)) W1(cvttsd2si, int, XD, _mm_cvttsd_si32(a))
W1(cvtsd2si64, long long, XD, _mm_cvtsd_si64(a)) W1(cvttsd2si64, long long, XD, _mm_cvttsd_si64(a))
W1(cvtps2dq, X, XF, _mm_cvtps_epi32(a)) W1(cvtpd2dq, X, XD, _mm_cvtpd_epi32(a)) W1(cvttpd2dq, X, XD, _mm_cvttpd_epi32(a))
W1(vcvtps2dq, Y, YF, _mm256_cvtps_epi32(a)) W1(vcvttps2dq, Y, YF, _mm256_cvttps_epi32(a))
W1(vcvtpd2dq, X, YD, _mm256_cvtpd_epi32(a)) W1(vcvttpd2dq, X, YD, _mm256_cvttpd_epi32(a))
W1(cvtpd2ps, XF, XD, _mm_cvtpd_ps(a)) W1(vcvtpd2ps, XF, YD, _mm256_cvtpd_ps(a))
W2(cvtsd2ss, XF, XF, XD, _mm_cvtsd_ss(a, b))
W1(roundps0, XF, XF, _mm_round_ps(a, 0)) W1(roundps1, XF, XF, _mm_round_ps(a, 1)) W1(roundps2, XF, XF, _mm_round_ps(a, 2))
W1(roundps3, XF, XF, _mm_round_ps(a, 3)) W1(roundps4, XF, XF, _mm_round_ps(a, 4)) W1(roundps9, XF, XF, _mm_round_ps(a, 9))
W1(roundpd0, XD, XD, _mm_round_pd(a, 0)) W1(roundpd1, XD, XD, _mm_round_pd(a, 1)) W1(roundpd2, XD, XD, _mm_round_pd(a, 2))
W1(roundpd3, XD, XD, _mm_round_pd(a, 3)) W1(roundpd4, XD, XD, _mm_round_pd(a, 4))
W2(roundss1, XF, XF, XF, _mm_round_ss(a, b, 1)) W2(roundsd2, XD, XD, XD, _mm_round_sd(a, b, 2))
W1(vroundps3, YF, YF, _mm256_round_ps(a, 3)) W1(vroundpd0, YD, YD, _mm256_round_pd(a, 0))
/* names LLVM 22 auto-upgrades to target-independent IR */
W1(pabsb, X, X, _mm_abs_epi8(a)) W1(pabsw, X, X, _mm_abs_epi16(a)) W1(pabsd, X, X, _mm_abs_epi32(a))
W1(vpabsb, Y, Y, _mm256_abs_epi8(a)) W1(vpabsw, Y, Y, _mm256_abs_epi16(a)) W1(vpabsd, Y, Y, _mm256_abs_epi32(a))
W2(paddsb, X, X, X, _mm_adds_epi8(a, b)) W2(paddsw, X, X, X, _mm_adds_epi16(a, b))
W2(psubsb, X, X, X, _mm_subs_epi8(a, b)) W2(psubsw, X, X, X, _mm_subs_epi16(a, b))
W2(paddusb, X, X, X, _mm_adds_epu8(a, b)) W2(paddusw, X, X, X, _mm_adds_epu16(a, b))
W2(psubusb, X, X, X, _mm_subs_epu8(a, b)) W2(psubusw, X, X, X, _mm_subs_epu16(a, b))
W2(vpaddsb, Y, Y, Y, _mm256_adds_epi8(a, b)) W2(vpsubusw, Y, Y, Y, _mm256_subs_epu16(a, b))
W1(pmovsxbw, X, X, _mm_cvtepi8_epi16(a)) W1(pmovsxbd, X, X, _mm_cvtepi8_epi32(a)) W1(pmovsxbq, X, X, _mm_cvtepi8_epi64(a))
W1(pmovsxwd, X, X, _mm_cvtepi16_epi32(a)) W1(pmovsxwq, X, X, _mm_cvtepi16_epi64(a)) W1(pmovsxdq, X, X, _mm_cvtepi32_epi64(a))
W1(pmovzxbw, X, X, _mm_cvtepu8_epi16(a)) W1(pmovzxbd, X, X, _mm_cvtepu8_epi32(a)) W1(pmovzxbq, X, X, _mm_cvtepu8_epi64(a))
W1(pmovzxwd, X, X, _mm_cvtepu16_epi32(a)) W1(pmovzxwq, X, X, _mm_cvtepu16_epi64(a)) W1(pmovzxdq, X, X, _mm_cvtepu32_epi64(a))
W1(vpmovsxbw, Y, X, _mm256_cvtepi8_epi16(a)) W1(vpmovzxwd, Y, X, _mm256_cvtepu16_epi32(a))
W2(pmuludq, X, X, X, _mm_mul_epu32(a, b)) W2(pmuldq, X, X, X, _mm_mul_epi32(a, b))
W2(vpmuludq, Y, Y, Y, _mm256_mul_epu32(a, b)) W2(vpmuldq, Y, Y, Y, _mm256_mul_epi32(a, b))
W3(vperm2f128ps00, YF, YF, YF, int, _mm256_permute2f128_ps(a, b, 0x00)) W3(vperm2f128ps21, YF, YF, YF, int, _mm256_permute2f128_ps(a, b, 0x21))
W3(vperm2f128ps88, YF, YF, YF, int, _mm256_permute2f128_ps(a, b, 0x88)) W3(vperm2f128pd13, YD, YD, YD, int, _mm256_permute2f128_pd(a, b, 0x13))
W3(vperm2f128si74, Y, Y, Y, int, _mm256_permute2f128_si256(a, b, 0x74)) W3(vperm2i128ff, Y, Y, Y, int, _mm256_permute2x128_si256(a, b, 0xff))
W3(vperm2i128_08, Y, Y, Y, int, _mm256_permute2x128_si256(a, b, 0x08)) W3(vperm2i128_32, Y, Y, Y, int, _mm256_permute2x128_si256(a, b, 0x32))
W2(pcmpeqb, X, X, X, _mm_cmpeq_epi8(a, b)) W2(pcmpeqd, X, X, X, _mm_cmpeq_epi32(a, b))
W2(pcmpgtw, X, X, X, _mm_cmpgt_epi16(a, b)) W2(vpcmpgtq, Y, Y, Y, _mm256_cmpgt_epi64(a, b))
W2(pmaxsb, X, X, X, _mm_max_epi8(a, b)) W2(pmaxuw, X, X, X, _mm_max_epu16(a, b)) W2(pminsd, X, X, X, _mm_min_epi32(a, b))
W2(pminub, X, X, X, _mm_min_epu8(a, b)) W2(vpmaxud, Y, Y, Y, _mm256_max_epu32(a, b)) W2(vpminsw, Y, Y, Y, _mm256_min_epi16(a, b))
W1(pshufd1b, X, X, _mm_shuffle_epi32(a, 0x1b)) W1(pshufd_e4, X, X, _mm_shuffle_epi32(a, 0xe4))
W1(pshuflw_b1, X, X, _mm_shufflelo_epi16(a, 0xb1)) W1(pshufhw_1b, X, X, _mm_shufflehi_epi16(a, 0x1b))
W1(vpermilps_c6, XF, XF, _mm_permute_ps(a, 0xc6)) W1(vpermilpd256_6, YD, YD, _mm256_permute_pd(a, 6))
W1(vpbroadcastb, X, X, _mm_broadcastb_epi8(a)) W1(vpbroadcastd256, Y, X, _mm256_broadcastd_epi32(a))
W1(vbroadcastss256, YF, XF, _mm256_broadcastss_ps(a))
W1(cvtdq2pd, XD, X, _mm_cvtepi32_pd(a)) W1(cvtdq2ps, XF, X, _mm_cvtepi32_ps(a)) W1(cvtps2pd, XD, XF, _mm_cvtps_pd(a))
W1(vcvtdq2pd, YD, X, _mm256_cvtepi32_pd(a)) W1(vcvtdq2ps, YF, Y, _mm256_cvtepi32_ps(a))
W1(vcvtps2pd, YD, XF, _mm256_cvtps_pd(a))
W2(cvtsi2sd, XD, XD, int, _mm_cvtsi32_sd(a, b)) W2(cvtsi2ss, XF, XF, int, _mm_cvtsi32_ss(a, b))
W2(cvtsi642ss, XF, XF, long long, _mm_cvtsi64_ss(a, b)) W2(cvtsi642sd, XD, XD, long long, _mm_cvtsi64_sd(a, b))
W2(cvtss2sd, XD, XD, XF, _mm_cvtss_sd(a, b)) W1(vcvtph2ps, XF, X, _mm_cvtph_ps(a))
W1(sqrtpd, XD, XD, _mm_sqrt_pd(a))
W1(sqrtss, XF, XF, _mm_sqrt_ss(a))
W2(addss, XF, XF, XF, _mm_add_ss(a, b)) W2(subsd, XD, XD, XD, _mm_sub_sd(a, b))
W2(mulss, XF, XF, XF, _mm_mul_ss(a, b)) W2(divsd, XD, XD, XD, _mm_div_sd(a, b))
/* carry-less multiply, multiple SAD, horizontal minimum */
W3(pclmul00, X, X, X, int, _mm_clmulepi64_si128(a, b, 0x00)) W3(pclmul01, X, X, X, int, _mm_clmulepi64_si128(a, b, 0x01))
W3(pclmul10, X, X, X, int, _mm_clmulepi64_si128(a, b, 0x10)) W3(pclmul11, X, X, X, int, _mm_clmulepi64_si128(a, b, 0x11))
W3(pclmulee, X, X, X, int, _mm_clmulepi64_si128(a, b, 0xee))
W3(mpsadbw0, X, X, X, int, _mm_mpsadbw_epu8(a, b, 0)) W3(mpsadbw3, X, X, X, int, _mm_mpsadbw_epu8(a, b, 3))
W3(mpsadbw4, X, X, X, int, _mm_mpsadbw_epu8(a, b, 4)) W3(mpsadbw7, X, X, X, int, _mm_mpsadbw_epu8(a, b, 7))
W3(mpsadbwf8, X, X, X, int, _mm_mpsadbw_epu8(a, b, 0xf8))
W3(vmpsadbw00, Y, Y, Y, int, _mm256_mpsadbw_epu8(a, b, 0x00)) W3(vmpsadbw2d, Y, Y, Y, int, _mm256_mpsadbw_epu8(a, b, 0x2d))
W3(vmpsadbwff, Y, Y, Y, int, _mm256_mpsadbw_epu8(a, b, 0xff))
W1(phminposuw, X, X, _mm_minpos_epu16(a))
/* floating-point arithmetic across lanes */
W2(addsubps, XF, XF, XF, _mm_addsub_ps(a, b)) W2(addsubpd, XD, XD, XD, _mm_addsub_pd(a, b))
W2(vaddsubps, YF, YF, YF, _mm256_addsub_ps(a, b)) W2(vaddsubpd, YD, YD, YD, _mm256_addsub_pd(a, b))
W2(haddps, XF, XF, XF, _mm_hadd_ps(a, b)) W2(haddpd, XD, XD, XD, _mm_hadd_pd(a, b))
W2(hsubps, XF, XF, XF, _mm_hsub_ps(a, b)) W2(hsubpd, XD, XD, XD, _mm_hsub_pd(a, b))
W2(vhaddps, YF, YF, YF, _mm256_hadd_ps(a, b)) W2(vhaddpd, YD, YD, YD, _mm256_hadd_pd(a, b))
W2(vhsubps, YF, YF, YF, _mm256_hsub_ps(a, b)) W2(vhsubpd, YD, YD, YD, _mm256_hsub_pd(a, b))
W3(dpps_ff, XF, XF, XF, int, _mm_dp_ps(a, b, 0xff)) W3(dpps_31, XF, XF, XF, int, _mm_dp_ps(a, b, 0x31))
W3(dpps_5a, XF, XF, XF, int, _mm_dp_ps(a, b, 0x5a)) W3(dpps_f0, XF, XF, XF, int, _mm_dp_ps(a, b, 0xf0))
W3(dpps_0f, XF, XF, XF, int, _mm_dp_ps(a, b, 0x0f))
W3(dppd_ff, XD, XD, XD, int, _mm_dp_pd(a, b, 0xff)) W3(dppd_31, XD, XD, XD, int, _mm_dp_pd(a, b, 0x31))
W3(dppd_22, XD, XD, XD, int, _mm_dp_pd(a, b, 0x22))
W3(vdpps_ff, YF, YF, YF, int, _mm256_dp_ps(a, b, 0xff)) W3(vdpps_b4, YF, YF, YF, int, _mm256_dp_ps(a, b, 0xb4))

/* floats to half precision (F16C), by rounding immediate */
W1(vcvtps2ph0, X, XF, _mm_cvtps_ph(a, 0)) W1(vcvtps2ph1, X, XF, _mm_cvtps_ph(a, 1))
W1(vcvtps2ph2, X, XF, _mm_cvtps_ph(a, 2)) W1(vcvtps2ph3, X, XF, _mm_cvtps_ph(a, 3))
W1(vcvtps2ph4, X, XF, _mm_cvtps_ph(a, 4)) W1(vcvtps2ph11, X, XF, _mm_cvtps_ph(a, 11))
W1(vcvtps2ph256_0, X, YF, _mm256_cvtps_ph(a, 0)) W1(vcvtps2ph256_3, X, YF, _mm256_cvtps_ph(a, 3))
W1(vcvtps2ph256_6, X, YF, _mm256_cvtps_ph(a, 6))

/* crc32 */
W2(crc8, unsigned, unsigned, unsigned char, _mm_crc32_u8(a, b)) W2(crc16, unsigned, unsigned, unsigned short, _mm_crc32_u16(a, b))
W2(crc32, unsigned, unsigned, unsigned, _mm_crc32_u32(a, b)) W2(crc64, unsigned long long, unsigned long long, unsigned long long, _mm_crc32_u64(a, b))

#define X16 V(16, 8)
#define X8 V(8, 16)
#define X4 V(4, 32)
#define X2 V(2, 64)
#define Y32 V(32, 8)
#define Y16 V(16, 16)
#define Y8 V(8, 32)
#define Y4 V(4, 64)
#define F4 VF(4, 32)
#define D2 VF(2, 64)
#define F8 VF(8, 32)
#define D4 VF(4, 64)

static const Spec specs[] = {
  {"sse2.psrl.w", X8, 2, {X8, VCNT(8, 16)}, psrlw}, {"sse2.psrl.d", X4, 2, {X4, VCNT(4, 32)}, psrld},
  {"sse2.psrl.q", X2, 2, {X2, VCNT(2, 64)}, psrlq}, {"sse2.psll.w", X8, 2, {X8, VCNT(8, 16)}, psllw},
  {"sse2.psll.d", X4, 2, {X4, VCNT(4, 32)}, pslld}, {"sse2.psll.q", X2, 2, {X2, VCNT(2, 64)}, psllq},
  {"sse2.psra.w", X8, 2, {X8, VCNT(8, 16)}, psraw}, {"sse2.psra.d", X4, 2, {X4, VCNT(4, 32)}, psrad},
  {"avx2.psrl.w", Y16, 2, {Y16, VCNT(8, 16)}, vpsrlw}, {"avx2.psrl.d", Y8, 2, {Y8, VCNT(4, 32)}, vpsrld},
  {"avx2.psrl.q", Y4, 2, {Y4, VCNT(2, 64)}, vpsrlq}, {"avx2.psll.w", Y16, 2, {Y16, VCNT(8, 16)}, vpsllw},
  {"avx2.psll.d", Y8, 2, {Y8, VCNT(4, 32)}, vpslld}, {"avx2.psll.q", Y4, 2, {Y4, VCNT(2, 64)}, vpsllq},
  {"avx2.psra.w", Y16, 2, {Y16, VCNT(8, 16)}, vpsraw}, {"avx2.psra.d", Y8, 2, {Y8, VCNT(4, 32)}, vpsrad},
  {"sse2.psrli.w", X8, 2, {X8, SCNT}, psrliw}, {"sse2.psrli.d", X4, 2, {X4, SCNT}, psrlid},
  {"sse2.psrli.q", X2, 2, {X2, SCNT}, psrliq}, {"sse2.pslli.w", X8, 2, {X8, SCNT}, pslliw},
  {"sse2.pslli.d", X4, 2, {X4, SCNT}, psllid}, {"sse2.pslli.q", X2, 2, {X2, SCNT}, pslliq},
  {"sse2.psrai.w", X8, 2, {X8, SCNT}, psraiw}, {"sse2.psrai.d", X4, 2, {X4, SCNT}, psraid},
  {"avx2.psrli.w", Y16, 2, {Y16, SCNT}, vpsrliw}, {"avx2.psrli.d", Y8, 2, {Y8, SCNT}, vpsrlid},
  {"avx2.psrli.q", Y4, 2, {Y4, SCNT}, vpsrliq}, {"avx2.pslli.w", Y16, 2, {Y16, SCNT}, vpslliw},
  {"avx2.pslli.d", Y8, 2, {Y8, SCNT}, vpsllid}, {"avx2.pslli.q", Y4, 2, {Y4, SCNT}, vpslliq},
  {"avx2.psrai.w", Y16, 2, {Y16, SCNT}, vpsraiw}, {"avx2.psrai.d", Y8, 2, {Y8, SCNT}, vpsraid},
  {"avx2.psrlv.d", X4, 2, {X4, LCNT(4, 32)}, psrlvd}, {"avx2.psrlv.q", X2, 2, {X2, LCNT(2, 64)}, psrlvq},
  {"avx2.psllv.d", X4, 2, {X4, LCNT(4, 32)}, psllvd}, {"avx2.psllv.q", X2, 2, {X2, LCNT(2, 64)}, psllvq},
  {"avx2.psrav.d", X4, 2, {X4, LCNT(4, 32)}, psravd},
  {"avx2.psrlv.d.256", Y8, 2, {Y8, LCNT(8, 32)}, vpsrlvd}, {"avx2.psrlv.q.256", Y4, 2, {Y4, LCNT(4, 64)}, vpsrlvq},
  {"avx2.psllv.d.256", Y8, 2, {Y8, LCNT(8, 32)}, vpsllvd}, {"avx2.psllv.q.256", Y4, 2, {Y4, LCNT(4, 64)}, vpsllvq},
  {"avx2.psrav.d.256", Y8, 2, {Y8, LCNT(8, 32)}, vpsravd},
  {"sse2.pavg.b", X16, 2, {X16, X16}, pavgb}, {"sse2.pavg.w", X8, 2, {X8, X8}, pavgw},
  {"avx2.pavg.b", Y32, 2, {Y32, Y32}, vpavgb}, {"avx2.pavg.w", Y16, 2, {Y16, Y16}, vpavgw},
  {"ssse3.psign.b.128", X16, 2, {X16, X16}, psignb}, {"ssse3.psign.w.128", X8, 2, {X8, X8}, psignw},
  {"ssse3.psign.d.128", X4, 2, {X4, X4}, psignd}, {"avx2.psign.b", Y32, 2, {Y32, Y32}, vpsignb},
  {"avx2.psign.w", Y16, 2, {Y16, Y16}, vpsignw}, {"avx2.psign.d", Y8, 2, {Y8, Y8}, vpsignd},
  {"sse2.pmulh.w", X8, 2, {X8, X8}, pmulhw}, {"sse2.pmulhu.w", X8, 2, {X8, X8}, pmulhuw},
  {"ssse3.pmul.hr.sw.128", X8, 2, {X8, X8}, pmulhrsw}, {"avx2.pmulh.w", Y16, 2, {Y16, Y16}, vpmulhw},
  {"avx2.pmulhu.w", Y16, 2, {Y16, Y16}, vpmulhuw}, {"avx2.pmul.hr.sw", Y16, 2, {Y16, Y16}, vpmulhrsw},
  {"ssse3.phadd.w.128", X8, 2, {X8, X8}, phaddw}, {"ssse3.phadd.d.128", X4, 2, {X4, X4}, phaddd},
  {"ssse3.phadd.sw.128", X8, 2, {X8, X8}, phaddsw}, {"ssse3.phsub.w.128", X8, 2, {X8, X8}, phsubw},
  {"ssse3.phsub.d.128", X4, 2, {X4, X4}, phsubd}, {"ssse3.phsub.sw.128", X8, 2, {X8, X8}, phsubsw},
  {"avx2.phadd.w", Y16, 2, {Y16, Y16}, vphaddw}, {"avx2.phadd.d", Y8, 2, {Y8, Y8}, vphaddd},
  {"avx2.phadd.sw", Y16, 2, {Y16, Y16}, vphaddsw}, {"avx2.phsub.w", Y16, 2, {Y16, Y16}, vphsubw},
  {"avx2.phsub.d", Y8, 2, {Y8, Y8}, vphsubd}, {"avx2.phsub.sw", Y16, 2, {Y16, Y16}, vphsubsw},
  {"sse2.pmadd.wd", X4, 2, {X8, X8}, pmaddwd}, {"avx2.pmadd.wd", Y8, 2, {Y16, Y16}, vpmaddwd},
  {"ssse3.pmadd.ub.sw.128", X8, 2, {X16, X16}, pmaddubsw}, {"avx2.pmadd.ub.sw", Y16, 2, {Y32, Y32}, vpmaddubsw},
  {"sse2.psad.bw", X2, 2, {X16, X16}, psadbw}, {"avx2.psad.bw", Y4, 2, {Y32, Y32}, vpsadbw},
  {"sse2.packsswb.128", X16, 2, {X8, X8}, packsswb}, {"sse2.packssdw.128", X8, 2, {X4, X4}, packssdw},
  {"sse2.packuswb.128", X16, 2, {X8, X8}, packuswb}, {"sse41.packusdw", X8, 2, {X4, X4}, packusdw},
  {"avx2.packsswb", Y32, 2, {Y16, Y16}, vpacksswb}, {"avx2.packssdw", Y16, 2, {Y8, Y8}, vpackssdw},
  {"avx2.packuswb", Y32, 2, {Y16, Y16}, vpackuswb}, {"avx2.packusdw", Y16, 2, {Y8, Y8}, vpackusdw},
  {"ssse3.pshuf.b.128", X16, 2, {X16, X16}, pshufb}, {"avx2.pshuf.b", Y32, 2, {Y32, Y32}, vpshufb},
  {"avx2.permd", Y8, 2, {Y8, Y8}, vpermd}, {"avx2.permps", F8, 2, {F8, Y8}, vpermps},
  {"avx.vpermilvar.ps", F4, 2, {F4, X4}, vpermilps}, {"avx.vpermilvar.pd", D2, 2, {D2, X2}, vpermilpd},
  {"avx.vpermilvar.ps.256", F8, 2, {F8, Y8}, vpermilps256}, {"avx.vpermilvar.pd.256", D4, 2, {D4, Y4}, vpermilpd256},
  {"sse2.pmovmskb.128", S(32), 1, {X16}, pmovmskb}, {"avx2.pmovmskb", S(32), 1, {Y32}, vpmovmskb},
  {"sse.movmsk.ps", S(32), 1, {F4}, movmskps}, {"sse2.movmsk.pd", S(32), 1, {D2}, movmskpd},
  {"avx.movmsk.ps.256", S(32), 1, {F8}, vmovmskps}, {"avx.movmsk.pd.256", S(32), 1, {D4}, vmovmskpd},
  {"sse41.pblendvb", X16, 3, {X16, X16, X16}, pblendvb}, {"avx2.pblendvb", Y32, 3, {Y32, Y32, Y32}, vpblendvb},
  {"sse41.blendvps", F4, 3, {F4, F4, F4}, blendvps}, {"sse41.blendvpd", D2, 3, {D2, D2, D2}, blendvpd},
  {"avx.blendv.ps.256", F8, 3, {F8, F8, F8}, vblendvps}, {"avx.blendv.pd.256", D4, 3, {D4, D4, D4}, vblendvpd},
  {"sse41.ptestz", S(32), 2, {X2, X2}, ptestz}, {"sse41.ptestc", S(32), 2, {X2, X2}, ptestc},
  {"sse41.ptestnzc", S(32), 2, {X2, X2}, ptestnzc}, {"avx.ptestz.256", S(32), 2, {Y4, Y4}, vptestz},
  {"avx.ptestc.256", S(32), 2, {Y4, Y4}, vptestc}, {"avx.ptestnzc.256", S(32), 2, {Y4, Y4}, vptestnzc},
  {"avx.vtestz.ps", S(32), 2, {F4, F4}, vtestzps}, {"avx.vtestc.ps", S(32), 2, {F4, F4}, vtestcps},
  {"avx.vtestnzc.ps", S(32), 2, {F4, F4}, vtestnzcps}, {"avx.vtestz.pd", S(32), 2, {D2, D2}, vtestzpd},
  {"avx.vtestc.pd", S(32), 2, {D2, D2}, vtestcpd}, {"avx.vtestnzc.pd", S(32), 2, {D2, D2}, vtestnzcpd},
  {"avx.vtestz.ps.256", S(32), 2, {F8, F8}, vtestzps256}, {"avx.vtestz.pd.256", S(32), 2, {D4, D4}, vtestzpd256},
  {"sse.min.ps", F4, 2, {F4, F4}, minps, 1}, {"sse.max.ps", F4, 2, {F4, F4}, maxps, 1},
  {"sse.min.ss", F4, 2, {F4, F4}, minss, 1}, {"sse.max.ss", F4, 2, {F4, F4}, maxss, 1},
  {"sse2.min.pd", D2, 2, {D2, D2}, minpd, 1}, {"sse2.max.pd", D2, 2, {D2, D2}, maxpd, 1},
  {"sse2.min.sd", D2, 2, {D2, D2}, minsd, 1}, {"sse2.max.sd", D2, 2, {D2, D2}, maxsd, 1},
  {"avx.min.ps.256", F8, 2, {F8, F8}, vminps, 1}, {"avx.max.ps.256", F8, 2, {F8, F8}, vmaxps, 1},
  {"avx.min.pd.256", D4, 2, {D4, D4}, vminpd, 1}, {"avx.max.pd.256", D4, 2, {D4, D4}, vmaxpd, 1},
  {"sse.cvtss2si", S(32), 1, {F4}, cvtss2si}, {"sse.cvttss2si", S(32), 1, {F4}, cvttss2si},
  {"sse.cvtss2si64", S(64), 1, {F4}, cvtss2si64}, {"sse.cvttss2si64", S(64), 1, {F4}, cvttss2si64},
  {"sse2.cvtsd2si", S(32), 1, {D2}, cvtsd2si}, {"sse2.cvttsd2si", S(32), 1, {D2}, cvttsd2si},
  {"sse2.cvtsd2si64", S(64), 1, {D2}, cvtsd2si64}, {"sse2.cvttsd2si64", S(64), 1, {D2}, cvttsd2si64},
  {"sse2.cvtps2dq", X4, 1, {F4}, cvtps2dq}, {"sse2.cvtpd2dq", X4, 1, {D2}, cvtpd2dq},
  {"sse2.cvttpd2dq", X4, 1, {D2}, cvttpd2dq}, {"avx.cvt.ps2dq.256", Y8, 1, {F8}, vcvtps2dq},
  {"avx.cvtt.ps2dq.256", Y8, 1, {F8}, vcvttps2dq}, {"avx.cvt.pd2dq.256", X4, 1, {D4}, vcvtpd2dq},
  {"avx.cvtt.pd2dq.256", X4, 1, {D4}, vcvttpd2dq}, {"sse2.cvtpd2ps", F4, 1, {D2}, cvtpd2ps, 1},
  {"avx.cvt.pd2.ps.256", F4, 1, {D4}, vcvtpd2ps, 1}, {"sse2.cvtsd2ss", F4, 2, {F4, D2}, cvtsd2ss, 1},
  {"sse41.round.ps", F4, 2, {F4, IMM32(0)}, roundps0, 1}, {"sse41.round.ps", F4, 2, {F4, IMM32(1)}, roundps1, 1},
  {"sse41.round.ps", F4, 2, {F4, IMM32(2)}, roundps2, 1}, {"sse41.round.ps", F4, 2, {F4, IMM32(3)}, roundps3, 1},
  {"sse41.round.ps", F4, 2, {F4, IMM32(4)}, roundps4, 1}, {"sse41.round.ps", F4, 2, {F4, IMM32(9)}, roundps9, 1},
  {"sse41.round.pd", D2, 2, {D2, IMM32(0)}, roundpd0, 1}, {"sse41.round.pd", D2, 2, {D2, IMM32(1)}, roundpd1, 1},
  {"sse41.round.pd", D2, 2, {D2, IMM32(2)}, roundpd2, 1}, {"sse41.round.pd", D2, 2, {D2, IMM32(3)}, roundpd3, 1},
  {"sse41.round.pd", D2, 2, {D2, IMM32(4)}, roundpd4, 1},
  {"sse41.round.ss", F4, 3, {F4, F4, IMM32(1)}, roundss1, 1}, {"sse41.round.sd", D2, 3, {D2, D2, IMM32(2)}, roundsd2, 1},
  {"avx.round.ps.256", F8, 2, {F8, IMM32(3)}, vroundps3, 1}, {"avx.round.pd.256", D4, 2, {D4, IMM32(0)}, vroundpd0, 1},
  {"ssse3.pabs.b.128", X16, 1, {X16}, pabsb}, {"ssse3.pabs.w.128", X8, 1, {X8}, pabsw},
  {"ssse3.pabs.d.128", X4, 1, {X4}, pabsd}, {"avx2.pabs.b", Y32, 1, {Y32}, vpabsb},
  {"avx2.pabs.w", Y16, 1, {Y16}, vpabsw}, {"avx2.pabs.d", Y8, 1, {Y8}, vpabsd},
  {"sse2.padds.b", X16, 2, {X16, X16}, paddsb}, {"sse2.padds.w", X8, 2, {X8, X8}, paddsw},
  {"sse2.psubs.b", X16, 2, {X16, X16}, psubsb}, {"sse2.psubs.w", X8, 2, {X8, X8}, psubsw},
  {"sse2.paddus.b", X16, 2, {X16, X16}, paddusb}, {"sse2.paddus.w", X8, 2, {X8, X8}, paddusw},
  {"sse2.psubus.b", X16, 2, {X16, X16}, psubusb}, {"sse2.psubus.w", X8, 2, {X8, X8}, psubusw},
  {"avx2.padds.b", Y32, 2, {Y32, Y32}, vpaddsb}, {"avx2.psubus.w", Y16, 2, {Y16, Y16}, vpsubusw},
  {"sse41.pmovsxbw", X8, 1, {X16}, pmovsxbw}, {"sse41.pmovsxbd", X4, 1, {X16}, pmovsxbd},
  {"sse41.pmovsxbq", X2, 1, {X16}, pmovsxbq}, {"sse41.pmovsxwd", X4, 1, {X8}, pmovsxwd},
  {"sse41.pmovsxwq", X2, 1, {X8}, pmovsxwq}, {"sse41.pmovsxdq", X2, 1, {X4}, pmovsxdq},
  {"sse41.pmovzxbw", X8, 1, {X16}, pmovzxbw}, {"sse41.pmovzxbd", X4, 1, {X16}, pmovzxbd},
  {"sse41.pmovzxbq", X2, 1, {X16}, pmovzxbq}, {"sse41.pmovzxwd", X4, 1, {X8}, pmovzxwd},
  {"sse41.pmovzxwq", X2, 1, {X8}, pmovzxwq}, {"sse41.pmovzxdq", X2, 1, {X4}, pmovzxdq},
  {"avx2.pmovsxbw", Y16, 1, {X16}, vpmovsxbw}, {"avx2.pmovzxwd", Y8, 1, {X8}, vpmovzxwd},
  {"sse2.pmulu.dq", X2, 2, {X4, X4}, pmuludq}, {"sse41.pmuldq", X2, 2, {X4, X4}, pmuldq},
  {"avx2.pmulu.dq", Y4, 2, {Y8, Y8}, vpmuludq}, {"avx2.pmul.dq", Y4, 2, {Y8, Y8}, vpmuldq},
  {"avx.vperm2f128.ps.256", F8, 3, {F8, F8, IMM8(0x00)}, vperm2f128ps00},
  {"avx.vperm2f128.ps.256", F8, 3, {F8, F8, IMM8(0x21)}, vperm2f128ps21},
  {"avx.vperm2f128.ps.256", F8, 3, {F8, F8, IMM8(0x88)}, vperm2f128ps88},
  {"avx.vperm2f128.pd.256", D4, 3, {D4, D4, IMM8(0x13)}, vperm2f128pd13},
  {"avx.vperm2f128.si.256", Y8, 3, {Y8, Y8, IMM8(0x74)}, vperm2f128si74},
  {"avx2.vperm2i128", Y4, 3, {Y4, Y4, IMM8(0xff)}, vperm2i128ff}, {"avx2.vperm2i128", Y4, 3, {Y4, Y4, IMM8(0x08)}, vperm2i128_08},
  {"avx2.vperm2i128", Y4, 3, {Y4, Y4, IMM8(0x32)}, vperm2i128_32},
  {"sse2.pcmpeq.b", X16, 2, {X16, X16}, pcmpeqb}, {"sse2.pcmpeq.d", X4, 2, {X4, X4}, pcmpeqd},
  {"sse2.pcmpgt.w", X8, 2, {X8, X8}, pcmpgtw}, {"avx2.pcmpgt.q", Y4, 2, {Y4, Y4}, vpcmpgtq},
  {"sse41.pmaxsb", X16, 2, {X16, X16}, pmaxsb}, {"sse41.pmaxuw", X8, 2, {X8, X8}, pmaxuw},
  {"sse41.pminsd", X4, 2, {X4, X4}, pminsd}, {"sse2.pminu.b", X16, 2, {X16, X16}, pminub},
  {"avx2.pmaxu.d", Y8, 2, {Y8, Y8}, vpmaxud}, {"avx2.pmins.w", Y16, 2, {Y16, Y16}, vpminsw},
  {"sse2.pshuf.d", X4, 2, {X4, IMM8(0x1b)}, pshufd1b}, {"sse2.pshuf.d", X4, 2, {X4, IMM8(0xe4)}, pshufd_e4},
  {"sse2.pshufl.w", X8, 2, {X8, IMM8(0xb1)}, pshuflw_b1}, {"sse2.pshufh.w", X8, 2, {X8, IMM8(0x1b)}, pshufhw_1b},
  {"avx.vpermil.ps", F4, 2, {F4, IMM8(0xc6)}, vpermilps_c6}, {"avx.vpermil.pd.256", D4, 2, {D4, IMM8(6)}, vpermilpd256_6},
  {"avx2.pbroadcastb.128", X16, 1, {X16}, vpbroadcastb}, {"avx2.pbroadcastd.256", Y8, 1, {X4}, vpbroadcastd256},
  {"avx2.vbroadcast.ss.ps.256", F8, 1, {F4}, vbroadcastss256},
  {"sse2.cvtdq2pd", D2, 1, {X4}, cvtdq2pd}, {"sse2.cvtdq2ps", F4, 1, {X4}, cvtdq2ps},
  {"sse2.cvtps2pd", D2, 1, {F4}, cvtps2pd, 1}, {"avx.cvtdq2.pd.256", D4, 1, {X4}, vcvtdq2pd},
  {"avx.cvtdq2.ps.256", F8, 1, {Y8}, vcvtdq2ps}, {"avx.cvt.ps2.pd.256", D4, 1, {F4}, vcvtps2pd, 1},
  {"sse2.cvtsi2sd", D2, 2, {D2, S(32)}, cvtsi2sd}, {"sse.cvtsi2ss", F4, 2, {F4, S(32)}, cvtsi2ss},
  {"sse.cvtsi642ss", F4, 2, {F4, S(64)}, cvtsi642ss}, {"sse2.cvtsi642sd", D2, 2, {D2, S(64)}, cvtsi642sd},
  {"sse2.cvtss2sd", D2, 2, {D2, F4}, cvtss2sd, 1}, {"vcvtph2ps.128", F4, 1, {X8}, vcvtph2ps, 1},
  {"sse2.sqrt.pd", D2, 1, {D2}, sqrtpd, 1}, {"sse.sqrt.ss", F4, 1, {F4}, sqrtss, 1},
  {"sse.add.ss", F4, 2, {F4, F4}, addss, 1}, {"sse2.sub.sd", D2, 2, {D2, D2}, subsd, 1},
  {"sse.mul.ss", F4, 2, {F4, F4}, mulss, 1}, {"sse2.div.sd", D2, 2, {D2, D2}, divsd, 1},
  {"pclmulqdq", X2, 3, {X2, X2, IMM8(0x00)}, pclmul00}, {"pclmulqdq", X2, 3, {X2, X2, IMM8(0x01)}, pclmul01},
  {"pclmulqdq", X2, 3, {X2, X2, IMM8(0x10)}, pclmul10}, {"pclmulqdq", X2, 3, {X2, X2, IMM8(0x11)}, pclmul11},
  {"pclmulqdq", X2, 3, {X2, X2, IMM8(0xee)}, pclmulee},
  {"sse41.mpsadbw", X8, 3, {X16, X16, IMM8(0)}, mpsadbw0}, {"sse41.mpsadbw", X8, 3, {X16, X16, IMM8(3)}, mpsadbw3},
  {"sse41.mpsadbw", X8, 3, {X16, X16, IMM8(4)}, mpsadbw4}, {"sse41.mpsadbw", X8, 3, {X16, X16, IMM8(7)}, mpsadbw7},
  {"sse41.mpsadbw", X8, 3, {X16, X16, IMM8(0xf8)}, mpsadbwf8},
  {"avx2.mpsadbw", Y16, 3, {Y32, Y32, IMM8(0x00)}, vmpsadbw00}, {"avx2.mpsadbw", Y16, 3, {Y32, Y32, IMM8(0x2d)}, vmpsadbw2d},
  {"avx2.mpsadbw", Y16, 3, {Y32, Y32, IMM8(0xff)}, vmpsadbwff},
  {"sse41.phminposuw", X8, 1, {X8}, phminposuw},
  {"sse3.addsub.ps", F4, 2, {F4, F4}, addsubps, 1}, {"sse3.addsub.pd", D2, 2, {D2, D2}, addsubpd, 1},
  {"avx.addsub.ps.256", F8, 2, {F8, F8}, vaddsubps, 1}, {"avx.addsub.pd.256", D4, 2, {D4, D4}, vaddsubpd, 1},
  {"sse3.hadd.ps", F4, 2, {F4, F4}, haddps, 1}, {"sse3.hadd.pd", D2, 2, {D2, D2}, haddpd, 1},
  {"sse3.hsub.ps", F4, 2, {F4, F4}, hsubps, 1}, {"sse3.hsub.pd", D2, 2, {D2, D2}, hsubpd, 1},
  {"avx.hadd.ps.256", F8, 2, {F8, F8}, vhaddps, 1}, {"avx.hadd.pd.256", D4, 2, {D4, D4}, vhaddpd, 1},
  {"avx.hsub.ps.256", F8, 2, {F8, F8}, vhsubps, 1}, {"avx.hsub.pd.256", D4, 2, {D4, D4}, vhsubpd, 1},
  {"sse41.dpps", F4, 3, {F4, F4, IMM8(0xff)}, dpps_ff, 1}, {"sse41.dpps", F4, 3, {F4, F4, IMM8(0x31)}, dpps_31, 1},
  {"sse41.dpps", F4, 3, {F4, F4, IMM8(0x5a)}, dpps_5a, 1}, {"sse41.dpps", F4, 3, {F4, F4, IMM8(0xf0)}, dpps_f0, 1},
  {"sse41.dpps", F4, 3, {F4, F4, IMM8(0x0f)}, dpps_0f, 1},
  {"sse41.dppd", D2, 3, {D2, D2, IMM8(0xff)}, dppd_ff, 1}, {"sse41.dppd", D2, 3, {D2, D2, IMM8(0x31)}, dppd_31, 1},
  {"sse41.dppd", D2, 3, {D2, D2, IMM8(0x22)}, dppd_22, 1},
  {"avx.dp.ps.256", F8, 3, {F8, F8, IMM8(0xff)}, vdpps_ff, 1}, {"avx.dp.ps.256", F8, 3, {F8, F8, IMM8(0xb4)}, vdpps_b4, 1},
  {"sse42.crc32.32.8", S(32), 2, {S(32), S(8)}, crc8}, {"sse42.crc32.32.16", S(32), 2, {S(32), S(16)}, crc16},
  {"sse42.crc32.32.32", S(32), 2, {S(32), S(32)}, crc32}, {"sse42.crc32.64.64", S(64), 2, {S(64), S(64)}, crc64},
  {"vcvtps2ph.128", X8, 2, {F4, IMM32(0)}, vcvtps2ph0}, {"vcvtps2ph.128", X8, 2, {F4, IMM32(1)}, vcvtps2ph1},
  {"vcvtps2ph.128", X8, 2, {F4, IMM32(2)}, vcvtps2ph2}, {"vcvtps2ph.128", X8, 2, {F4, IMM32(3)}, vcvtps2ph3},
  {"vcvtps2ph.128", X8, 2, {F4, IMM32(4)}, vcvtps2ph4}, {"vcvtps2ph.128", X8, 2, {F4, IMM32(11)}, vcvtps2ph11},
  {"vcvtps2ph.256", X8, 2, {F8, IMM32(0)}, vcvtps2ph256_0}, {"vcvtps2ph.256", X8, 2, {F8, IMM32(3)}, vcvtps2ph256_3},
  {"vcvtps2ph.256", X8, 2, {F8, IMM32(6)}, vcvtps2ph256_6},
};

/* Inputs: a deterministic generator mixed with boundary values. */
static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint64_t next(void) {
  rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
  return rng;
}

static uint64_t int_lane(int bits, int k) {
  uint64_t m = bits == 64 ? ~0ull : (1ull << bits) - 1, top = 1ull << (bits - 1);
  uint64_t pool[] = {0, 1, m, top, top - 1, top + 1, m - 1, 2, 0x5555555555555555ull & m, 0x7f & m, 0x80 & m};
  int n = sizeof pool / sizeof pool[0];
  return (k < n ? pool[k] : next()) & m;
}

static uint64_t float_lane(int bits, int k) {
  static const float fs[] = {0.0f, -0.0f, 1.0f, -1.0f, 1.5f, 2.5f, -2.5f, 0.5f, -0.5f, INFINITY, -INFINITY,
                             2147483648.0f, -2147483648.0f, 2147483520.0f, 3.4028235e38f, 1e-45f, 0.1f, 1e10f};
  static const double ds[] = {0.0, -0.0, 1.0, -1.0, 1.5, 2.5, -2.5, 0.5, -0.5, INFINITY, -INFINITY,
                              2147483648.0, -2147483648.0, 2147483647.0, -2147483648.5, 2147483647.5,
                              1.7976931348623157e308, 4.9e-324, 0.1, 9.2233720368547758e18, 3.4028235677973366e38};
  if (bits == 32) {
    uint32_t b;
    int n = sizeof fs / sizeof fs[0];
    if (k == n) return 0x7fc00000u;        /* qNaN */
    if (k == n + 1) return 0xffa00001u;    /* -sNaN with payload */
    if (k < n) { memcpy(&b, &fs[k], 4); return b; }
    float f = (float)((int64_t)next() % 100000) / 64.0f;
    memcpy(&b, &f, 4);
    return b;
  }
  uint64_t b;
  int n = sizeof ds / sizeof ds[0];
  if (k == n) return 0x7ff8000000000000ull;
  if (k == n + 1) return 0xfff4000000000001ull;
  if (k < n) { memcpy(&b, &ds[k], 8); return b; }
  double d = (double)((int64_t)next() % 10000000) / 64.0;
  memcpy(&b, &d, 8);
  return b;
}

/* A shift count for case `c`: the boundaries around the width, then big. */
static uint64_t count_for(int width, int c) {
  uint64_t cs[] = {0, 1, (uint64_t)width / 2, (uint64_t)width - 1, (uint64_t)width, (uint64_t)width + 1,
                   255, 256, 0x80000000ull, 0x100000001ull};
  return cs[c % 10];
}

static void put_lane(u8 *buf, int bits, int i, uint64_t v) { memcpy(buf + i * bits / 8, &v, bits / 8); }
static uint64_t get_lane(const u8 *buf, int bits, int i) {
  uint64_t v = 0;
  memcpy(&v, buf + i * bits / 8, bits / 8);
  return v;
}

/* Fills operand `t` for case `c`. */
static void fill(u8 *buf, T t, int c, int data_width) {
  int n = t.n ? t.n : 1;
  memset(buf, 0, 64);
  for (int i = 0; i < n; i++) {
    uint64_t v;
    switch (t.role) {
    case SCOUNT: v = count_for(data_width, c) & 0xffffffffu; break;
    case VCOUNT: v = i == 0 || t.bits == 64 ? 0 : next(); break;
    case LCOUNT: v = (c + i) % 3 == 0 ? next() : count_for(data_width, c + 3 * i) % (1ull << (t.bits - 1)); break;
    case IMM: v = (uint64_t)t.imm; break;
    default:
      /* Lane i of case c: case c picks a rotating window of the pool. */
      v = t.fl ? float_lane(t.bits, (c * 3 + i * 5) % 24) : int_lane(t.bits, (c * 7 + i * 3) % 16);
    }
    put_lane(buf, t.bits, i, v);
  }
  if (t.role == VCOUNT) {
    /* The low 64 bits hold the count (the upper lanes stay random). */
    uint64_t cnt = count_for(data_width, c);
    memcpy(buf, &cnt, 8);
  }
}

/* The number of NaN lanes of a float result. */
static int nan_lanes(T t, const u8 *buf) {
  int n = t.n ? t.n : 1, nans = 0;
  for (int i = 0; t.fl && i < n; i++) {
    uint64_t v = get_lane(buf, t.bits, i);
    nans += t.bits == 32 ? (v & 0x7fffffffu) > 0x7f800000u : (v & ~(1ull << 63)) > 0x7ff0000000000000ull;
  }
  return nans;
}

static void print_type(T t) {
  if (t.n) printf("<%d x ", t.n);
  printf(t.fl ? (t.bits == 32 ? "float" : "double") : "i%d", t.bits);
  if (t.n) printf(">");
}

static void print_scalar(T t, uint64_t v) {
  if (t.fl) {
    uint64_t d;
    if (t.bits == 32) {
      uint32_t b = (uint32_t)v;
      float f;
      memcpy(&f, &b, 4);
      if (f != f) d = (uint64_t)(b >> 31) << 63 | 0x7ffull << 52 | (uint64_t)(b & 0x7fffff) << 29;
      else { double x = f; memcpy(&d, &x, 8); }
    } else d = v;
    printf("0x%016" PRIX64, d);
  } else if (t.bits == 64) printf("%" PRId64, (int64_t)v);
  else {
    int64_t s = (int64_t)(v << (64 - t.bits)) >> (64 - t.bits);
    if (t.bits == 1) printf(v ? "true" : "false");
    else printf("%" PRId64, s);
  }
}

static void print_value(T t, const u8 *buf) {
  if (!t.n) { print_type(t); printf(" "); print_scalar(t, get_lane(buf, t.bits, 0)); return; }
  print_type(t);
  printf(" <");
  for (int i = 0; i < t.n; i++) {
    T e = t; e.n = 0;
    if (i) printf(", ");
    print_type(e);
    printf(" ");
    print_scalar(e, get_lane(buf, t.bits, i));
  }
  printf(">");
}

int main(int argc, char **argv) {
  int cases = argc > 1 ? atoi(argv[1]) : 12;
  printf("; Generated by scripts/gen-x86-expect.sh on a CPU with AVX2 and SSE4.2:\n"
         "; each RUN line's result is what the CPU computed for the same\n"
         "; intrinsic on the same constants (clang-22 -O0, <immintrin.h>).\n"
         "; Checked lane by lane by tests/it/x86_native.rs. Do not edit.\n\n");
  int fn = 0;
  for (size_t s = 0; s < sizeof specs / sizeof specs[0]; s++) {
    const Spec *sp = &specs[s];
    if (s == 0 || strcmp(specs[s - 1].name, sp->name) != 0) {
      printf("declare ");
      print_type(sp->ret);
      printf(" @llvm.x86.%s(", sp->name);
      for (int a = 0; a < sp->nargs; a++) {
        if (a) printf(", ");
        print_type(sp->arg[a]);
      }
      printf(")\n");
    }
    int width = sp->arg[0].bits;
    for (int c = 0; c < cases; c++) {
      u8 args[3][64] __attribute__((aligned(32)));
      u8 res[64] __attribute__((aligned(32)));
      memset(res, 0, sizeof res);
      for (int salt = 0;; salt++) {
        for (int a = 0; a < sp->nargs; a++) fill(args[a], sp->arg[a], c + 7 * salt, width);
        sp->fn(args[0], args[1], args[2], res);
        if (!sp->nan_open || nan_lanes(sp->ret, res) <= 1 || salt == 50) break;
      }
      printf("; RUN: @f%d() => ", fn);
      print_value(sp->ret, res);
      printf("\ndefine ");
      print_type(sp->ret);
      printf(" @f%d() {\n  %%r = call ", fn);
      print_type(sp->ret);
      printf(" @llvm.x86.%s(", sp->name);
      for (int a = 0; a < sp->nargs; a++) {
        if (a) printf(", ");
        print_value(sp->arg[a], args[a]);
      }
      printf(")\n  ret ");
      print_type(sp->ret);
      printf(" %%r\n}\n");
      fn++;
    }
  }
  return 0;
}
