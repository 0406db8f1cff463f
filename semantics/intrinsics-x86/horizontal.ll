; x86 horizontal operations (semantics/intrinsics-x86.md, "Horizontal
; operations"): a result lane reads its pair (phadd), its four lanes
; (pmadd), its sixteen bytes (psad); 256-bit forms work per 128-bit block.

; RUN: @phaddw() => <8 x i16> <i16 -32768, i16 poison, i16 3, i16 0, i16 32767, i16 -32768, i16 0, i16 0>
; RUN: @phaddsw() => <8 x i16> <i16 32767, i16 poison, i16 3, i16 0, i16 32767, i16 -32768, i16 0, i16 0>
; RUN: @phsubd256() => <8 x i32> <i32 -1, i32 1, i32 poison, i32 0, i32 -2147483648, i32 0, i32 1, i32 0>
; The one overflowing pmaddwd: (-32768)^2 * 2 = 2^31 wraps.
; RUN: @pmaddwd() => <4 x i32> <i32 -2147483648, i32 poison, i32 -2, i32 0>
; pmaddubsw: a is unsigned, b signed, pairs saturate to 16 bits.
; RUN: @pmaddubsw() => <8 x i16> <i16 32767, i16 -32768, i16 poison, i16 -255, i16 0, i16 0, i16 0, i16 0>
; psadbw: 8 x 255 = 2040 in the low 16 bits of each i64.
; RUN: @psadbw() => <2 x i64> <i64 2040, i64 poison>
; mpsadbw, imm 0: word i sums |a[i+k] - b[k]| (b[0..3] = 0): a[i..i+3].
; a[14] (poison) is outside every window, b[8] (poison) outside the group.
; RUN: @mpsadbw0() => <8 x i16> <i16 6, i16 10, i16 14, i16 18, i16 22, i16 26, i16 30, i16 34>
; imm 5: windows from a[4+i], group b[4..7] = 10; word 7 reads a[14].
; RUN: @mpsadbw5() => <8 x i16> <i16 18, i16 14, i16 10, i16 6, i16 4, i16 4, i16 6, i16 poison>
; imm 2 picks the group b[8..11], which holds poison: every word reads it.
; RUN: @mpsadbw2() => <8 x i16> <i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison>
; imm 0xf8: the bits above 2 are ignored (as imm 0).
; RUN: @mpsadbw_high_bits() => <8 x i16> <i16 6, i16 10, i16 14, i16 18, i16 22, i16 26, i16 30, i16 34>
; 255 - 0 per byte: 4 * 255.
; RUN: @mpsadbw_max() => <8 x i16> <i16 1020, i16 1020, i16 1020, i16 1020, i16 1020, i16 1020, i16 1020, i16 1020>
; 256 bits, imm 0x28: the low block uses imm[2:0] = 0, the high block imm[5:3] = 5.
; RUN: @mpsadbw256() => <16 x i16> <i16 6, i16 10, i16 14, i16 18, i16 22, i16 26, i16 30, i16 34, i16 18, i16 14, i16 10, i16 6, i16 4, i16 4, i16 6, i16 10>
; phminposuw: the least unsigned word and its first index; words 2-7 are 0.
; RUN: @phminposuw() => <8 x i16> <i16 3, i16 2, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>
; RUN: @phminposuw_all_max() => <8 x i16> <i16 -1, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>
; RUN: @phminposuw_poison() => <8 x i16> <i16 poison, i16 poison, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>

declare <8 x i16> @llvm.x86.ssse3.phadd.w.128(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.x86.ssse3.phadd.sw.128(<8 x i16>, <8 x i16>)
declare <8 x i32> @llvm.x86.avx2.phsub.d(<8 x i32>, <8 x i32>)
declare <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8>, <16 x i8>)
declare <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8>, <16 x i8>)
declare <8 x i16> @llvm.x86.sse41.mpsadbw(<16 x i8>, <16 x i8>, i8)
declare <16 x i16> @llvm.x86.avx2.mpsadbw(<32 x i8>, <32 x i8>, i8)
declare <8 x i16> @llvm.x86.sse41.phminposuw(<8 x i16>)
define <8 x i16> @phaddw() {
  %r = call <8 x i16> @llvm.x86.ssse3.phadd.w.128(<8 x i16> <i16 32767, i16 1, i16 poison, i16 0, i16 1, i16 2, i16 0, i16 0>, <8 x i16> <i16 32767, i16 0, i16 -32768, i16 0, i16 0, i16 0, i16 0, i16 0>)
  ret <8 x i16> %r
}
define <8 x i16> @phaddsw() {
  %r = call <8 x i16> @llvm.x86.ssse3.phadd.sw.128(<8 x i16> <i16 32767, i16 1, i16 poison, i16 0, i16 1, i16 2, i16 0, i16 0>, <8 x i16> <i16 32767, i16 0, i16 -32768, i16 0, i16 0, i16 0, i16 0, i16 0>)
  ret <8 x i16> %r
}
; Block 0: a0-a1, a2-a3, b0-b1, b2-b3; block 1: a4-a5, a6-a7, b4-b5, b6-b7.
define <8 x i32> @phsubd256() {
  %r = call <8 x i32> @llvm.x86.avx2.phsub.d(<8 x i32> <i32 0, i32 1, i32 1, i32 0, i32 -2147483648, i32 0, i32 5, i32 5>, <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0>)
  ret <8 x i32> %r
}
define <4 x i32> @pmaddwd() {
  %r = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> <i16 -32768, i16 -32768, i16 1, i16 poison, i16 -1, i16 -1, i16 0, i16 0>, <8 x i16> <i16 -32768, i16 -32768, i16 1, i16 1, i16 1, i16 1, i16 0, i16 0>)
  ret <4 x i32> %r
}
define <8 x i16> @pmaddubsw() {
  %r = call <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8> <i8 255, i8 255, i8 255, i8 255, i8 poison, i8 0, i8 255, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, <16 x i8> <i8 127, i8 127, i8 -128, i8 -128, i8 1, i8 0, i8 -1, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>)
  ret <8 x i16> %r
}
define <2 x i64> @psadbw() {
  %r = call <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8> <i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 poison>, <16 x i8> zeroinitializer)
  ret <2 x i64> %r
}
define <8 x i16> @mpsadbw0() {
  %r = call <8 x i16> @llvm.x86.sse41.mpsadbw(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 poison, i8 15>, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 10, i8 10, i8 10, i8 10, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, i8 0)
  ret <8 x i16> %r
}
define <8 x i16> @mpsadbw5() {
  %r = call <8 x i16> @llvm.x86.sse41.mpsadbw(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 poison, i8 15>, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 10, i8 10, i8 10, i8 10, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, i8 5)
  ret <8 x i16> %r
}
define <8 x i16> @mpsadbw2() {
  %r = call <8 x i16> @llvm.x86.sse41.mpsadbw(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 poison, i8 15>, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 10, i8 10, i8 10, i8 10, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, i8 2)
  ret <8 x i16> %r
}
define <8 x i16> @mpsadbw_high_bits() {
  %r = call <8 x i16> @llvm.x86.sse41.mpsadbw(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 poison, i8 15>, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 10, i8 10, i8 10, i8 10, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, i8 -8)
  ret <8 x i16> %r
}
define <8 x i16> @mpsadbw_max() {
  %r = call <8 x i16> @llvm.x86.sse41.mpsadbw(<16 x i8> <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>, <16 x i8> zeroinitializer, i8 0)
  ret <8 x i16> %r
}
define <16 x i16> @mpsadbw256() {
  %r = call <16 x i16> @llvm.x86.avx2.mpsadbw(<32 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, <32 x i8> <i8 0, i8 0, i8 0, i8 0, i8 10, i8 10, i8 10, i8 10, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 10, i8 10, i8 10, i8 10, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, i8 40)
  ret <16 x i16> %r
}
define <8 x i16> @phminposuw() {
  %r = call <8 x i16> @llvm.x86.sse41.phminposuw(<8 x i16> <i16 5, i16 -1, i16 3, i16 3, i16 7, i16 -32768, i16 4, i16 9>)
  ret <8 x i16> %r
}
define <8 x i16> @phminposuw_all_max() {
  %r = call <8 x i16> @llvm.x86.sse41.phminposuw(<8 x i16> <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>)
  ret <8 x i16> %r
}
define <8 x i16> @phminposuw_poison() {
  %r = call <8 x i16> @llvm.x86.sse41.phminposuw(<8 x i16> <i16 5, i16 -1, i16 3, i16 3, i16 7, i16 poison, i16 4, i16 0>)
  ret <8 x i16> %r
}
