; Old x86 names LLVM 22 upgrades (semantics/intrinsics-x86.md, "Names LLVM
; 22 upgrades"): the meaning of the IR llvm-as-22 writes for each.

; RUN: @pabs() => <4 x i32> <i32 -2147483648, i32 5, i32 poison, i32 7>
; RUN: @padds() => <8 x i16> <i16 32767, i16 -32768, i16 2, i16 poison, i16 0, i16 0, i16 0, i16 0>
; RUN: @pmovsx() => <4 x i32> <i32 -1, i32 poison, i32 127, i32 -128>
; A poison high half poisons the 64-bit lane, although PMULUDQ reads only
; the low half.
; RUN: @pmuludq_poison() => <2 x i64> <i64 poison, i64 15>
; RUN: @pmuludq() => <2 x i64> <i64 8589934590, i64 15>
; vperm2f128/vperm2i128 (upgraded to shufflevector): imm 0x31 takes a.hi
; then b.hi, so a poison a.lo is not read.
; RUN: @vperm2f128() => <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
; imm 0x88 zeroes both halves whatever the operands hold.
; RUN: @vperm2_zero() => <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
; imm 0x08: low half zero, high half a.lo (which holds poison).
; RUN: @vperm2i128_low_zero() => <4 x i64> <i64 0, i64 0, i64 poison, i64 1>
; imm 0x74: bits 2 and 6 are ignored: a.lo, then b.hi.
; RUN: @vperm2i128_ignored_bits() => <4 x i64> <i64 0, i64 1, i64 6, i64 7>

declare <4 x i32> @llvm.x86.ssse3.pabs.d.128(<4 x i32>)
declare <8 x i16> @llvm.x86.sse2.padds.w(<8 x i16>, <8 x i16>)
declare <4 x i32> @llvm.x86.sse41.pmovsxbd(<16 x i8>)
declare <2 x i64> @llvm.x86.sse2.pmulu.dq(<4 x i32>, <4 x i32>)
declare <8 x i32> @llvm.x86.avx.vperm2f128.si.256(<8 x i32>, <8 x i32>, i8)
declare <4 x i64> @llvm.x86.avx2.vperm2i128(<4 x i64>, <4 x i64>, i8)

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
define <8 x i32> @vperm2f128() {
  %r = call <8 x i32> @llvm.x86.avx.vperm2f128.si.256(<8 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, i8 49)
  ret <8 x i32> %r
}
define <8 x i32> @vperm2_zero() {
  %r = call <8 x i32> @llvm.x86.avx.vperm2f128.si.256(<8 x i32> <i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, <8 x i32> poison, i8 -120)
  ret <8 x i32> %r
}
define <4 x i64> @vperm2i128_low_zero() {
  %r = call <4 x i64> @llvm.x86.avx2.vperm2i128(<4 x i64> <i64 poison, i64 1, i64 2, i64 3>, <4 x i64> <i64 4, i64 5, i64 6, i64 7>, i8 8)
  ret <4 x i64> %r
}
define <4 x i64> @vperm2i128_ignored_bits() {
  %r = call <4 x i64> @llvm.x86.avx2.vperm2i128(<4 x i64> <i64 0, i64 1, i64 2, i64 3>, <4 x i64> <i64 4, i64 5, i64 6, i64 7>, i8 116)
  ret <4 x i64> %r
}
