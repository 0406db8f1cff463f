; Permutes by an immediate and broadcasts, as the `shufflevector` LLVM 22
; upgrades them to (semantics/intrinsics-x86.md, "Names LLVM 22 upgrades"):
; a lane copies the lane it selects, poison included, and reads nothing else.

; RUN: @pshufd() => <4 x i32> <i32 poison, i32 2, i32 1, i32 0>
; RUN: @pshuflw() => <8 x i16> <i16 3, i16 2, i16 1, i16 0, i16 4, i16 5, i16 6, i16 poison>
; RUN: @pshufhw() => <8 x i16> <i16 0, i16 1, i16 2, i16 3, i16 poison, i16 6, i16 5, i16 4>
; RUN: @vpermilps() => <4 x float> <float 0x4008000000000000, float 0x4008000000000000, float 0x3FF0000000000000, float 0x0000000000000000>
; One immediate bit per lane, within each pair.
; RUN: @vpermilpd256() => <4 x double> <double 0x3FF0000000000000, double 0x4000000000000000, double 0x4010000000000000, double 0x4008000000000000>
; A broadcast copies lane 0 (a NaN payload kept: no arithmetic).
; RUN: @pbroadcastb() => <16 x i8> <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5>
; RUN: @pbroadcastq_poison() => <4 x i64> <i64 poison, i64 poison, i64 poison, i64 poison>
; RUN: @vbroadcastss() => <8 x float> <float 0x7FF8000020000000, float 0x7FF8000020000000, float 0x7FF8000020000000, float 0x7FF8000020000000, float 0x7FF8000020000000, float 0x7FF8000020000000, float 0x7FF8000020000000, float 0x7FF8000020000000>

declare <4 x i32> @llvm.x86.sse2.pshuf.d(<4 x i32>, i8)
declare <8 x i16> @llvm.x86.sse2.pshufl.w(<8 x i16>, i8)
declare <8 x i16> @llvm.x86.sse2.pshufh.w(<8 x i16>, i8)
declare <4 x float> @llvm.x86.avx.vpermil.ps(<4 x float>, i8)
declare <4 x double> @llvm.x86.avx.vpermil.pd.256(<4 x double>, i8)
declare <16 x i8> @llvm.x86.avx2.pbroadcastb.128(<16 x i8>)
declare <4 x i64> @llvm.x86.avx2.pbroadcastq.256(<2 x i64>)
declare <8 x float> @llvm.x86.avx2.vbroadcast.ss.ps.256(<4 x float>)

define <4 x i32> @pshufd() {
  %r = call <4 x i32> @llvm.x86.sse2.pshuf.d(<4 x i32> <i32 0, i32 1, i32 2, i32 poison>, i8 27)
  ret <4 x i32> %r
}
define <8 x i16> @pshuflw() {
  %r = call <8 x i16> @llvm.x86.sse2.pshufl.w(<8 x i16> <i16 0, i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 poison>, i8 27)
  ret <8 x i16> %r
}
define <8 x i16> @pshufhw() {
  %r = call <8 x i16> @llvm.x86.sse2.pshufh.w(<8 x i16> <i16 0, i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 poison>, i8 27)
  ret <8 x i16> %r
}
define <4 x float> @vpermilps() {
  %r = call <4 x float> @llvm.x86.avx.vpermil.ps(<4 x float> <float 0.0, float 1.0, float 2.0, float 3.0>, i8 31)
  ret <4 x float> %r
}
define <4 x double> @vpermilpd256() {
  %r = call <4 x double> @llvm.x86.avx.vpermil.pd.256(<4 x double> <double 1.0, double 2.0, double 3.0, double 4.0>, i8 6)
  ret <4 x double> %r
}
define <16 x i8> @pbroadcastb() {
  %r = call <16 x i8> @llvm.x86.avx2.pbroadcastb.128(<16 x i8> <i8 5, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  ret <16 x i8> %r
}
define <4 x i64> @pbroadcastq_poison() {
  %r = call <4 x i64> @llvm.x86.avx2.pbroadcastq.256(<2 x i64> <i64 poison, i64 1>)
  ret <4 x i64> %r
}
define <8 x float> @vbroadcastss() {
  %r = call <8 x float> @llvm.x86.avx2.vbroadcast.ss.ps.256(<4 x float> <float 0x7FF8000020000000, float 1.0, float 2.0, float 3.0>)
  ret <8 x float> %r
}
