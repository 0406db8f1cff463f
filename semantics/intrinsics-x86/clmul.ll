; pclmulqdq (semantics/intrinsics-x86.md, "Carry-less multiplication"):
; bit 0 of the immediate picks a's quadword, bit 4 b's, per 128-bit block;
; both result lanes of a block read exactly those two quadwords.

; 3 * 3 carry-less is 0b101; the high quadwords (poison) are not read.
; RUN: @lo_lo() => <2 x i64> <i64 5, i64 0>
; RUN: @hi_hi() => <2 x i64> <i64 -2, i64 1>
; RUN: @top_bits() => <2 x i64> <i64 0, i64 4611686018427387904>
; imm 0x01 reads a's high quadword, which is poison: both lanes are.
; RUN: @reads_poison() => <2 x i64> <i64 poison, i64 poison>
; imm 0xee: only bits 0 and 4 count (both 0 here).
; RUN: @ignored_bits() => <2 x i64> <i64 5, i64 0>
; 256 bits, imm 0x10: each block multiplies its a.lo by its b.hi.
; RUN: @blocks() => <4 x i64> <i64 5, i64 0, i64 6, i64 0>
; RUN: @block_poison() => <4 x i64> <i64 5, i64 0, i64 poison, i64 poison>

declare <2 x i64> @llvm.x86.pclmulqdq(<2 x i64>, <2 x i64>, i8)
declare <4 x i64> @llvm.x86.pclmulqdq.256(<4 x i64>, <4 x i64>, i8)

define <2 x i64> @lo_lo() {
  %r = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> <i64 3, i64 poison>, <2 x i64> <i64 3, i64 poison>, i8 0)
  ret <2 x i64> %r
}
define <2 x i64> @hi_hi() {
  %r = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> <i64 poison, i64 -1>, <2 x i64> <i64 poison, i64 2>, i8 17)
  ret <2 x i64> %r
}
define <2 x i64> @top_bits() {
  %r = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> <i64 -9223372036854775808, i64 0>, <2 x i64> <i64 -9223372036854775808, i64 0>, i8 0)
  ret <2 x i64> %r
}
define <2 x i64> @reads_poison() {
  %r = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> <i64 3, i64 poison>, <2 x i64> <i64 3, i64 3>, i8 1)
  ret <2 x i64> %r
}
define <2 x i64> @ignored_bits() {
  %r = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> <i64 3, i64 7>, <2 x i64> <i64 3, i64 9>, i8 -18)
  ret <2 x i64> %r
}
define <4 x i64> @blocks() {
  %r = call <4 x i64> @llvm.x86.pclmulqdq.256(<4 x i64> <i64 3, i64 poison, i64 2, i64 0>, <4 x i64> <i64 poison, i64 3, i64 0, i64 3>, i8 16)
  ret <4 x i64> %r
}
define <4 x i64> @block_poison() {
  %r = call <4 x i64> @llvm.x86.pclmulqdq.256(<4 x i64> <i64 3, i64 poison, i64 poison, i64 0>, <4 x i64> <i64 poison, i64 3, i64 0, i64 3>, i8 16)
  ret <4 x i64> %r
}
