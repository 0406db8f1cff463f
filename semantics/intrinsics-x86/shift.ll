; x86 shifts (semantics/intrinsics-x86.md, "Shifts"): counts at and above
; the width saturate (0, or the sign for psra), a poison element in the
; low 64 bits of a vector count poisons every lane, one in the upper half
; is not read; a poison data lane stays in its place.

; RUN: @psrlw(0) => <8 x i16> <i16 -1, i16 -32768, i16 1, i16 poison, i16 0, i16 0, i16 0, i16 0>
; RUN: @psrlw(1) => <8 x i16> <i16 32767, i16 16384, i16 0, i16 poison, i16 0, i16 0, i16 0, i16 0>
; RUN: @psrlw(15) => <8 x i16> <i16 1, i16 1, i16 0, i16 poison, i16 0, i16 0, i16 0, i16 0>
; RUN: @psrlw(16) => <8 x i16> <i16 0, i16 0, i16 0, i16 poison, i16 0, i16 0, i16 0, i16 0>
; RUN: @psrlw(poison) => <8 x i16> <i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison>
; RUN: @psraw(15) => <8 x i16> <i16 -1, i16 -1, i16 0, i16 poison, i16 0, i16 0, i16 0, i16 0>
; RUN: @psraw(100) => <8 x i16> <i16 -1, i16 -1, i16 0, i16 poison, i16 0, i16 0, i16 0, i16 0>
; RUN: @psllw(15) => <8 x i16> <i16 -32768, i16 0, i16 -32768, i16 poison, i16 0, i16 0, i16 0, i16 0>
; RUN: @psllw(16) => <8 x i16> <i16 0, i16 0, i16 0, i16 poison, i16 0, i16 0, i16 0, i16 0>

; The count is the whole low 64 bits: 2^16 in element 1 is a count of 65536.
; RUN: @psrlw_count_high_element() => <8 x i16> <i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>
; A poison count element in the upper 64 bits is not read.
; RUN: @psrlw_upper_poison() => <8 x i16> <i16 16383, i16 16383, i16 16383, i16 16383, i16 16383, i16 16383, i16 16383, i16 16383>
; A poison count element in the low 64 bits poisons every lane.
; RUN: @psrlq_low_poison() => <2 x i64> <i64 poison, i64 poison>

; By a scalar count: w - 1, w, and a count that is huge as an unsigned i32.
; RUN: @psrlid(31) => <4 x i32> <i32 1, i32 0, i32 poison, i32 1>
; RUN: @psrlid(32) => <4 x i32> <i32 0, i32 0, i32 poison, i32 0>
; RUN: @psrlid(-1) => <4 x i32> <i32 0, i32 0, i32 poison, i32 0>
; RUN: @psraid(31) => <4 x i32> <i32 -1, i32 0, i32 poison, i32 -1>
; RUN: @psraid(-1) => <4 x i32> <i32 -1, i32 0, i32 poison, i32 -1>
; RUN: @psllid(0) => <4 x i32> <i32 -1, i32 1, i32 poison, i32 -2147483648>
; RUN: @psllid(poison) => <4 x i32> <i32 poison, i32 poison, i32 poison, i32 poison>
; 64-bit lanes at the boundary.
; RUN: @psrliq(63) => <2 x i64> <i64 1, i64 0>
; RUN: @psrliq(64) => <2 x i64> <i64 0, i64 0>
; RUN: @psraiq512(63) => <8 x i64> <i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0>

; Per-lane counts: each lane reads its own count only.
; RUN: @psrlvd() => <4 x i32> <i32 1, i32 0, i32 poison, i32 -1>
; RUN: @psravd() => <4 x i32> <i32 -1, i32 -1, i32 poison, i32 -1>
; RUN: @psllvq() => <2 x i64> <i64 -9223372036854775808, i64 0>

declare <8 x i16> @llvm.x86.sse2.psrl.w(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.x86.sse2.psra.w(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.x86.sse2.psll.w(<8 x i16>, <8 x i16>)
declare <2 x i64> @llvm.x86.sse2.psrl.q(<2 x i64>, <2 x i64>)
declare <4 x i32> @llvm.x86.sse2.psrli.d(<4 x i32>, i32)
declare <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32>, i32)
declare <4 x i32> @llvm.x86.sse2.pslli.d(<4 x i32>, i32)
declare <2 x i64> @llvm.x86.sse2.psrli.q(<2 x i64>, i32)
declare <8 x i64> @llvm.x86.avx512.psrai.q.512(<8 x i64>, i32)
declare <4 x i32> @llvm.x86.avx2.psrlv.d(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.x86.avx2.psrav.d(<4 x i32>, <4 x i32>)
declare <2 x i64> @llvm.x86.avx2.psllv.q(<2 x i64>, <2 x i64>)

define <8 x i16> @psrlw(i16 %c) {
  %cv = insertelement <8 x i16> zeroinitializer, i16 %c, i32 0
  %r = call <8 x i16> @llvm.x86.sse2.psrl.w(<8 x i16> <i16 -1, i16 -32768, i16 1, i16 poison, i16 0, i16 0, i16 0, i16 0>, <8 x i16> %cv)
  ret <8 x i16> %r
}
define <8 x i16> @psraw(i16 %c) {
  %cv = insertelement <8 x i16> zeroinitializer, i16 %c, i32 0
  %r = call <8 x i16> @llvm.x86.sse2.psra.w(<8 x i16> <i16 -1, i16 -32768, i16 1, i16 poison, i16 0, i16 0, i16 0, i16 0>, <8 x i16> %cv)
  ret <8 x i16> %r
}
define <8 x i16> @psllw(i16 %c) {
  %cv = insertelement <8 x i16> zeroinitializer, i16 %c, i32 0
  %r = call <8 x i16> @llvm.x86.sse2.psll.w(<8 x i16> <i16 -1, i16 -32768, i16 1, i16 poison, i16 0, i16 0, i16 0, i16 0>, <8 x i16> %cv)
  ret <8 x i16> %r
}
define <8 x i16> @psrlw_count_high_element() {
  %r = call <8 x i16> @llvm.x86.sse2.psrl.w(<8 x i16> <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, <8 x i16> <i16 0, i16 1, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>)
  ret <8 x i16> %r
}
define <8 x i16> @psrlw_upper_poison() {
  %r = call <8 x i16> @llvm.x86.sse2.psrl.w(<8 x i16> <i16 65535, i16 65535, i16 65535, i16 65535, i16 65535, i16 65535, i16 65535, i16 65535>, <8 x i16> <i16 2, i16 0, i16 0, i16 0, i16 poison, i16 poison, i16 poison, i16 poison>)
  ret <8 x i16> %r
}
define <2 x i64> @psrlq_low_poison() {
  %r = call <2 x i64> @llvm.x86.sse2.psrl.q(<2 x i64> <i64 -1, i64 1>, <2 x i64> <i64 poison, i64 0>)
  ret <2 x i64> %r
}
define <4 x i32> @psrlid(i32 %c) {
  %r = call <4 x i32> @llvm.x86.sse2.psrli.d(<4 x i32> <i32 -1, i32 1, i32 poison, i32 -2147483648>, i32 %c)
  ret <4 x i32> %r
}
define <4 x i32> @psraid(i32 %c) {
  %r = call <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32> <i32 -1, i32 1, i32 poison, i32 -2147483648>, i32 %c)
  ret <4 x i32> %r
}
define <4 x i32> @psllid(i32 %c) {
  %r = call <4 x i32> @llvm.x86.sse2.pslli.d(<4 x i32> <i32 -1, i32 1, i32 poison, i32 -2147483648>, i32 %c)
  ret <4 x i32> %r
}
define <2 x i64> @psrliq(i32 %c) {
  %r = call <2 x i64> @llvm.x86.sse2.psrli.q(<2 x i64> <i64 -1, i64 1>, i32 %c)
  ret <2 x i64> %r
}
define <8 x i64> @psraiq512(i32 %c) {
  %r = call <8 x i64> @llvm.x86.avx512.psrai.q.512(<8 x i64> <i64 -1, i64 1, i64 -1, i64 1, i64 -1, i64 1, i64 -1, i64 1>, i32 %c)
  ret <8 x i64> %r
}
define <4 x i32> @psrlvd() {
  %r = call <4 x i32> @llvm.x86.avx2.psrlv.d(<4 x i32> <i32 -1, i32 -1, i32 -1, i32 -1>, <4 x i32> <i32 31, i32 32, i32 poison, i32 0>)
  ret <4 x i32> %r
}
define <4 x i32> @psravd() {
  %r = call <4 x i32> @llvm.x86.avx2.psrav.d(<4 x i32> <i32 -1, i32 -2147483648, i32 -1, i32 -1>, <4 x i32> <i32 31, i32 -1, i32 poison, i32 0>)
  ret <4 x i32> %r
}
define <2 x i64> @psllvq() {
  %r = call <2 x i64> @llvm.x86.avx2.psllv.q(<2 x i64> <i64 1, i64 1>, <2 x i64> <i64 63, i64 64>)
  ret <2 x i64> %r
}
