; Old x86 names LLVM 22 upgrades (semantics/intrinsics-x86.md, "Names LLVM
; 22 upgrades"): the meaning of the IR llvm-as-22 writes for each.

; RUN: @pabs() => <4 x i32> <i32 -2147483648, i32 5, i32 poison, i32 7>
; RUN: @padds() => <8 x i16> <i16 32767, i16 -32768, i16 2, i16 poison, i16 0, i16 0, i16 0, i16 0>
; RUN: @pmovsx() => <4 x i32> <i32 -1, i32 poison, i32 127, i32 -128>
; A poison high half poisons the 64-bit lane, although PMULUDQ reads only
; the low half.
; RUN: @pmuludq_poison() => <2 x i64> <i64 poison, i64 15>
; RUN: @pmuludq() => <2 x i64> <i64 8589934590, i64 15>

declare <4 x i32> @llvm.x86.ssse3.pabs.d.128(<4 x i32>)
declare <8 x i16> @llvm.x86.sse2.padds.w(<8 x i16>, <8 x i16>)
declare <4 x i32> @llvm.x86.sse41.pmovsxbd(<16 x i8>)
declare <2 x i64> @llvm.x86.sse2.pmulu.dq(<4 x i32>, <4 x i32>)

define <4 x i32> @pabs() {
  %r = call <4 x i32> @llvm.x86.ssse3.pabs.d.128(<4 x i32> <i32 -2147483648, i32 -5, i32 poison, i32 7>)
  ret <4 x i32> %r
}
define <8 x i16> @padds() {
  %r = call <8 x i16> @llvm.x86.sse2.padds.w(<8 x i16> <i16 32767, i16 -32768, i16 1, i16 poison, i16 0, i16 0, i16 0, i16 0>, <8 x i16> <i16 1, i16 -1, i16 1, i16 0, i16 0, i16 0, i16 0, i16 0>)
  ret <8 x i16> %r
}
define <4 x i32> @pmovsx() {
  %r = call <4 x i32> @llvm.x86.sse41.pmovsxbd(<16 x i8> <i8 -1, i8 poison, i8 127, i8 -128, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>)
  ret <4 x i32> %r
}
define <2 x i64> @pmuludq_poison() {
  %r = call <2 x i64> @llvm.x86.sse2.pmulu.dq(<4 x i32> <i32 -1, i32 poison, i32 3, i32 0>, <4 x i32> <i32 2, i32 0, i32 5, i32 0>)
  ret <2 x i64> %r
}
define <2 x i64> @pmuludq() {
  %r = call <2 x i64> @llvm.x86.sse2.pmulu.dq(<4 x i32> <i32 -1, i32 0, i32 3, i32 0>, <4 x i32> <i32 2, i32 0, i32 5, i32 0>)
  ret <2 x i64> %r
}
