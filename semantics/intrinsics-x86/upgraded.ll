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

; pcmpeq/pcmpgt: icmp then sext; pcmpgt is signed.
; RUN: @pcmpeq() => <4 x i32> <i32 -1, i32 0, i32 poison, i32 -1>
; RUN: @pcmpgt() => <16 x i8> <i8 0, i8 -1, i8 0, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>
; pmax/pmin: llvm.umax, smin, ... (pmaxu.b is unsigned: 255 > 1).
; RUN: @pmaxub() => <16 x i8> <i8 -1, i8 -1, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>
; RUN: @pminsd() => <4 x i32> <i32 -1, i32 5, i32 -2147483648, i32 poison>
; avx512.mask.X: X, then a select by the mask bits; mask 5 keeps lanes 0
; and 2 of the sum, lanes 1 and 3 come from passthru; lane 2's passthru
; (poison) is not read.
; RUN: @mask_padd() => <4 x i32> <i32 11, i32 -1, i32 33, i32 -1>
; Mask bits past the lanes are ignored; a poison mask poisons every lane.
; RUN: @mask_padd_high_bits() => <4 x i32> <i32 -1, i32 -1, i32 poison, i32 -1>
; RUN: @mask_padd_poison() => <4 x i32> <i32 poison, i32 poison, i32 poison, i32 poison>
; RUN: @mask_pmaxuq() => <2 x i64> <i64 -1, i64 7>
; RUN: @mask_pabs() => <4 x i32> <i32 5, i32 0, i32 -2147483648, i32 9>
; sqrt.ps: llvm.sqrt per lane; sqrt(-1) is any preferred NaN.
; RUN: @sqrtps() => <4 x float> <float 0x4000000000000000, float 0x7FF8000000000000, float poison, float 0x3FE0000000000000> | <4 x float> <float 0x4000000000000000, float 0xFFF8000000000000, float poison, float 0x3FE0000000000000>
; sqrt.sd: lane 0 only; lane 1 is a's (poison here).
; RUN: @sqrtsd() => <2 x double> <double 0x4000000000000000, double poison>
; add.ss / div.sd: lane 0 of each operand, the other lanes a's.
; RUN: @addss() => <4 x float> <float 0x3FF8000000000000, float 0x4000000000000000, float 0x4008000000000000, float poison>
; RUN: @divsd() => <2 x double> <double 0x7FF0000000000000, double 0x401C000000000000>
declare <4 x i32> @llvm.x86.ssse3.pabs.d.128(<4 x i32>)
declare <8 x i16> @llvm.x86.sse2.padds.w(<8 x i16>, <8 x i16>)
declare <4 x i32> @llvm.x86.sse41.pmovsxbd(<16 x i8>)
declare <2 x i64> @llvm.x86.sse2.pmulu.dq(<4 x i32>, <4 x i32>)
declare <8 x i32> @llvm.x86.avx.vperm2f128.si.256(<8 x i32>, <8 x i32>, i8)
declare <4 x i64> @llvm.x86.avx2.vperm2i128(<4 x i64>, <4 x i64>, i8)
declare <4 x i32> @llvm.x86.sse2.pcmpeq.d(<4 x i32>, <4 x i32>)
declare <16 x i8> @llvm.x86.sse2.pcmpgt.b(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.x86.sse2.pmaxu.b(<16 x i8>, <16 x i8>)
declare <4 x i32> @llvm.x86.sse41.pminsd(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.x86.avx512.mask.padd.d.128(<4 x i32>, <4 x i32>, <4 x i32>, i8)
declare <2 x i64> @llvm.x86.avx512.mask.pmaxu.q.128(<2 x i64>, <2 x i64>, <2 x i64>, i8)
declare <4 x i32> @llvm.x86.avx512.mask.pabs.d.128(<4 x i32>, <4 x i32>, i8)
declare <4 x float> @llvm.x86.sse.sqrt.ps(<4 x float>)
declare <2 x double> @llvm.x86.sse2.sqrt.sd(<2 x double>)
declare <4 x float> @llvm.x86.sse.add.ss(<4 x float>, <4 x float>)
declare <2 x double> @llvm.x86.sse2.div.sd(<2 x double>, <2 x double>)

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
define <4 x i32> @pcmpeq() {
  %r = call <4 x i32> @llvm.x86.sse2.pcmpeq.d(<4 x i32> <i32 1, i32 2, i32 poison, i32 -1>, <4 x i32> <i32 1, i32 3, i32 0, i32 -1>)
  ret <4 x i32> %r
}
define <16 x i8> @pcmpgt() {
  %r = call <16 x i8> @llvm.x86.sse2.pcmpgt.b(<16 x i8> <i8 -128, i8 127, i8 0, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, <16 x i8> <i8 127, i8 -128, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>)
  ret <16 x i8> %r
}
define <16 x i8> @pmaxub() {
  %r = call <16 x i8> @llvm.x86.sse2.pmaxu.b(<16 x i8> <i8 -1, i8 1, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, <16 x i8> <i8 1, i8 -1, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>)
  ret <16 x i8> %r
}
define <4 x i32> @pminsd() {
  %r = call <4 x i32> @llvm.x86.sse41.pminsd(<4 x i32> <i32 -1, i32 5, i32 2147483647, i32 poison>, <4 x i32> <i32 1, i32 5, i32 -2147483648, i32 0>)
  ret <4 x i32> %r
}
define <4 x i32> @mask_padd() {
  %r = call <4 x i32> @llvm.x86.avx512.mask.padd.d.128(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 10, i32 20, i32 30, i32 40>, <4 x i32> <i32 -1, i32 -1, i32 poison, i32 -1>, i8 5)
  ret <4 x i32> %r
}
define <4 x i32> @mask_padd_high_bits() {
  %r = call <4 x i32> @llvm.x86.avx512.mask.padd.d.128(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 10, i32 20, i32 30, i32 40>, <4 x i32> <i32 -1, i32 -1, i32 poison, i32 -1>, i8 -16)
  ret <4 x i32> %r
}
define <4 x i32> @mask_padd_poison() {
  %r = call <4 x i32> @llvm.x86.avx512.mask.padd.d.128(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 10, i32 20, i32 30, i32 40>, <4 x i32> <i32 -1, i32 -1, i32 poison, i32 -1>, i8 poison)
  ret <4 x i32> %r
}
define <2 x i64> @mask_pmaxuq() {
  %r = call <2 x i64> @llvm.x86.avx512.mask.pmaxu.q.128(<2 x i64> <i64 -1, i64 poison>, <2 x i64> <i64 1, i64 3>, <2 x i64> <i64 0, i64 7>, i8 1)
  ret <2 x i64> %r
}
define <4 x i32> @mask_pabs() {
  %r = call <4 x i32> @llvm.x86.avx512.mask.pabs.d.128(<4 x i32> <i32 -5, i32 poison, i32 -2147483648, i32 3>, <4 x i32> <i32 0, i32 0, i32 0, i32 9>, i8 5)
  ret <4 x i32> %r
}
define <4 x float> @sqrtps() {
  %r = call <4 x float> @llvm.x86.sse.sqrt.ps(<4 x float> <float 4.0, float -1.0, float poison, float 0.25>)
  ret <4 x float> %r
}
define <2 x double> @sqrtsd() {
  %r = call <2 x double> @llvm.x86.sse2.sqrt.sd(<2 x double> <double 4.0, double poison>)
  ret <2 x double> %r
}
define <4 x float> @addss() {
  %r = call <4 x float> @llvm.x86.sse.add.ss(<4 x float> <float 1.0, float 2.0, float 3.0, float poison>, <4 x float> <float 0.5, float poison, float poison, float poison>)
  ret <4 x float> %r
}
define <2 x double> @divsd() {
  %r = call <2 x double> @llvm.x86.sse2.div.sd(<2 x double> <double 1.0, double 7.0>, <2 x double> <double 0.0, double poison>)
  ret <2 x double> %r
}
