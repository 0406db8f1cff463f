; x86 floating-point arithmetic across lanes (semantics/intrinsics-x86.md,
; "Floating-point arithmetic across lanes"): IEEE results rounded to nearest
; even in the element's format; a NaN result is any NaN LangRef allows for
; fadd/fsub/fmul on the lanes read.

; addsub: even lanes subtract, odd lanes add.
; RUN: @addsub_ps() => <4 x float> <float 0x3FE0000000000000, float 0x4004000000000000, float 0x4004000000000000, float 0x4012000000000000>
; RUN: @addsub_poison() => <2 x double> <double 0xC000000000000000, double poison>
; 0 - 0 = +0, -0 + -0 = -0.
; RUN: @addsub_zeros() => <2 x double> <double 0x0000000000000000, double 0x8000000000000000>
; inf - inf: either preferred NaN (no NaN operand to propagate).
; RUN: @addsub_nan() => <2 x double> <double 0x7FF8000000000000, double 0x4000000000000000> | <2 x double> <double 0xFFF8000000000000, double 0x4000000000000000>
; hadd/hsub: pairs of a, then of b, per 128-bit block; hsub is even - odd.
; RUN: @hadd_pd() => <2 x double> <double 0x4008000000000000, double poison>
; RUN: @hsub_pd() => <2 x double> <double 0xBFF0000000000000, double 0x3FF0000000000000>
; RUN: @hadd_ps256() => <8 x float> <float 0x4008000000000000, float 0x401C000000000000, float 0x3FF0000000000000, float 0x3FF0000000000000, float 0x4026000000000000, float 0x402E000000000000, float 0x3FF0000000000000, float 0x3FF0000000000000>
; RUN: @hsub_ps() => <4 x float> <float 0xBFF0000000000000, float poison, float 0x4010000000000000, float 0x3FF0000000000000>
; float rounding, not double: 2^24 + 1 rounds to 2^24.
; RUN: @hadd_rounds() => <4 x float> <float 0x4170000000000000, float 0x0000000000000000, float 0x0000000000000000, float 0x0000000000000000>
; dpps: products of the lanes in imm[7:4], summed, written to imm[3:0]'s lanes.
; RUN: @dpps_all() => <4 x float> <float 0x4024000000000000, float 0x4024000000000000, float 0x4024000000000000, float 0x4024000000000000>
; imm 0x31: lanes 0 and 1 multiplied, lane 0 written; a[2] (poison) not read.
; RUN: @dpps_partial() => <4 x float> <float 0x4008000000000000, float 0x0000000000000000, float 0x0000000000000000, float 0x0000000000000000>
; imm 0x71 multiplies lane 2 too: the written lane is poison, the others +0.0.
; RUN: @dpps_poison() => <4 x float> <float poison, float 0x0000000000000000, float 0x0000000000000000, float 0x0000000000000000>
; imm 0xf0 writes no lane; imm 0x0f multiplies none (the sum is +0.0).
; RUN: @dpps_none_written() => <4 x float> <float 0x0000000000000000, float 0x0000000000000000, float 0x0000000000000000, float 0x0000000000000000>
; RUN: @dpps_none_multiplied() => <4 x float> <float 0x0000000000000000, float 0x0000000000000000, float 0x0000000000000000, float 0x0000000000000000>
; The sum is (p0 + p1) + (p2 + p3), each rounded: 2^24 + 2, where adding
; left to right would give 2^24.
; RUN: @dpps_order() => <4 x float> <float 0x4170000020000000, float 0x0000000000000000, float 0x0000000000000000, float 0x0000000000000000>
; inf * 0 is NaN; both written lanes hold the same NaN.
; RUN: @dpps_nan() => <4 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x0000000000000000, float 0x0000000000000000> | <4 x float> <float 0xFFF8000000000000, float 0xFFF8000000000000, float 0x0000000000000000, float 0x0000000000000000>
; dppd: imm 0x11 reads lane 0 only; 0x33 reads b[1] (poison); 0x22 writes only lane 1.
; RUN: @dppd_lo() => <2 x double> <double 0x4008000000000000, double 0x0000000000000000>
; RUN: @dppd_poison() => <2 x double> <double poison, double poison>
; RUN: @dppd_hi() => <2 x double> <double 0x0000000000000000, double poison>
; 256 bits: each 128-bit block has its own dot product.
; RUN: @dp_ps256() => <8 x float> <float 0x4024000000000000, float 0x0000000000000000, float 0x0000000000000000, float 0x0000000000000000, float 0x403A000000000000, float 0x0000000000000000, float 0x0000000000000000, float 0x0000000000000000>
; RUN: @dp_ps256_poison() => <8 x float> <float 0x4024000000000000, float 0x0000000000000000, float 0x0000000000000000, float 0x0000000000000000, float poison, float 0x0000000000000000, float 0x0000000000000000, float 0x0000000000000000>

declare <4 x float> @llvm.x86.sse3.addsub.ps(<4 x float>, <4 x float>)
declare <2 x double> @llvm.x86.sse3.addsub.pd(<2 x double>, <2 x double>)
declare <2 x double> @llvm.x86.sse3.hadd.pd(<2 x double>, <2 x double>)
declare <2 x double> @llvm.x86.sse3.hsub.pd(<2 x double>, <2 x double>)
declare <4 x float> @llvm.x86.sse3.hadd.ps(<4 x float>, <4 x float>)
declare <4 x float> @llvm.x86.sse3.hsub.ps(<4 x float>, <4 x float>)
declare <8 x float> @llvm.x86.avx.hadd.ps.256(<8 x float>, <8 x float>)
declare <4 x float> @llvm.x86.sse41.dpps(<4 x float>, <4 x float>, i8)
declare <2 x double> @llvm.x86.sse41.dppd(<2 x double>, <2 x double>, i8)
declare <8 x float> @llvm.x86.avx.dp.ps.256(<8 x float>, <8 x float>, i8)

define <4 x float> @addsub_ps() {
  %r = call <4 x float> @llvm.x86.sse3.addsub.ps(<4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <4 x float> <float 0.5, float 0.5, float 0.5, float 0.5>)
  ret <4 x float> %r
}
define <2 x double> @addsub_poison() {
  %r = call <2 x double> @llvm.x86.sse3.addsub.pd(<2 x double> <double 1.0, double 2.0>, <2 x double> <double 3.0, double poison>)
  ret <2 x double> %r
}
define <2 x double> @addsub_zeros() {
  %r = call <2 x double> @llvm.x86.sse3.addsub.pd(<2 x double> <double 0.0, double -0.0>, <2 x double> <double 0.0, double -0.0>)
  ret <2 x double> %r
}
define <2 x double> @addsub_nan() {
  %r = call <2 x double> @llvm.x86.sse3.addsub.pd(<2 x double> <double 0x7FF0000000000000, double 1.0>, <2 x double> <double 0x7FF0000000000000, double 1.0>)
  ret <2 x double> %r
}
define <2 x double> @hadd_pd() {
  %r = call <2 x double> @llvm.x86.sse3.hadd.pd(<2 x double> <double 1.0, double 2.0>, <2 x double> <double 3.0, double poison>)
  ret <2 x double> %r
}
define <2 x double> @hsub_pd() {
  %r = call <2 x double> @llvm.x86.sse3.hsub.pd(<2 x double> <double 1.0, double 2.0>, <2 x double> <double 4.0, double 3.0>)
  ret <2 x double> %r
}
define <8 x float> @hadd_ps256() {
  %r = call <8 x float> @llvm.x86.avx.hadd.ps.256(<8 x float> <float 1.0, float 2.0, float 3.0, float 4.0, float 5.0, float 6.0, float 7.0, float 8.0>, <8 x float> <float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5>)
  ret <8 x float> %r
}
define <4 x float> @hsub_ps() {
  %r = call <4 x float> @llvm.x86.sse3.hsub.ps(<4 x float> <float 1.0, float 2.0, float poison, float 4.0>, <4 x float> <float 8.0, float 4.0, float 2.0, float 1.0>)
  ret <4 x float> %r
}
define <4 x float> @hadd_rounds() {
  %r = call <4 x float> @llvm.x86.sse3.hadd.ps(<4 x float> <float 0x4170000000000000, float 1.0, float 0.0, float 0.0>, <4 x float> zeroinitializer)
  ret <4 x float> %r
}
define <4 x float> @dpps_all() {
  %r = call <4 x float> @llvm.x86.sse41.dpps(<4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>, i8 -1)
  ret <4 x float> %r
}
define <4 x float> @dpps_partial() {
  %r = call <4 x float> @llvm.x86.sse41.dpps(<4 x float> <float 1.0, float 2.0, float poison, float 4.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>, i8 49)
  ret <4 x float> %r
}
define <4 x float> @dpps_poison() {
  %r = call <4 x float> @llvm.x86.sse41.dpps(<4 x float> <float 1.0, float 2.0, float poison, float 4.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>, i8 113)
  ret <4 x float> %r
}
define <4 x float> @dpps_none_written() {
  %r = call <4 x float> @llvm.x86.sse41.dpps(<4 x float> <float poison, float 2.0, float 3.0, float 4.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>, i8 -16)
  ret <4 x float> %r
}
define <4 x float> @dpps_none_multiplied() {
  %r = call <4 x float> @llvm.x86.sse41.dpps(<4 x float> <float poison, float 2.0, float 3.0, float 4.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>, i8 15)
  ret <4 x float> %r
}
define <4 x float> @dpps_order() {
  %r = call <4 x float> @llvm.x86.sse41.dpps(<4 x float> <float 0x4170000000000000, float 1.0, float 1.0, float 1.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>, i8 -15)
  ret <4 x float> %r
}
define <4 x float> @dpps_nan() {
  %r = call <4 x float> @llvm.x86.sse41.dpps(<4 x float> <float 0x7FF0000000000000, float 0.0, float 0.0, float 0.0>, <4 x float> zeroinitializer, i8 19)
  ret <4 x float> %r
}
define <2 x double> @dppd_lo() {
  %r = call <2 x double> @llvm.x86.sse41.dppd(<2 x double> <double 1.5, double 2.0>, <2 x double> <double 2.0, double poison>, i8 17)
  ret <2 x double> %r
}
define <2 x double> @dppd_poison() {
  %r = call <2 x double> @llvm.x86.sse41.dppd(<2 x double> <double 1.5, double 2.0>, <2 x double> <double 2.0, double poison>, i8 51)
  ret <2 x double> %r
}
define <2 x double> @dppd_hi() {
  %r = call <2 x double> @llvm.x86.sse41.dppd(<2 x double> <double 1.5, double 2.0>, <2 x double> <double 2.0, double poison>, i8 34)
  ret <2 x double> %r
}
define <8 x float> @dp_ps256() {
  %r = call <8 x float> @llvm.x86.avx.dp.ps.256(<8 x float> <float 1.0, float 2.0, float 3.0, float 4.0, float 5.0, float 6.0, float 7.0, float 8.0>, <8 x float> <float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0>, i8 -15)
  ret <8 x float> %r
}
define <8 x float> @dp_ps256_poison() {
  %r = call <8 x float> @llvm.x86.avx.dp.ps.256(<8 x float> <float 1.0, float 2.0, float 3.0, float 4.0, float 5.0, float poison, float 7.0, float 8.0>, <8 x float> <float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0>, i8 -15)
  ret <8 x float> %r
}
