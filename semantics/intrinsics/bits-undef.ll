; Bit manipulation intrinsics on undef operands (llvm model; LangRef
; "Undefined Values"): the result is the set of results over the members
; of the operand. bswap and bitreverse only move bits, so undef bits move
; with their position and the result is exact; the counts and funnel
; shifts resolve the undef bits for the use (semantics/undef.md), so each
; member's result is an outcome.

; ctpop of undef i2: {ctpop 0, ctpop 1, ctpop 2, ctpop 3} = {0, 1, 2}.
; RUN: @ctpop2(undef) => i2 0 | i2 1 | i2 -2
; ctlz of undef i2: {2, 1, 0, 0}; with is_zero_poison the member 0 gives poison.
; RUN: @ctlz2(undef) => i2 -2 | i2 1 | i2 0
; RUN: @ctlz2_zp(undef) => i2 poison | i2 1 | i2 0
; cttz of an odd value (or undef, 1) is always 0.
; RUN: @cttz_odd() => i2 0
; bswap moves the undef low byte to the top.
; RUN: @bswap_low_undef() => i16 0b????????00000000
; RUN: @bitreverse4(undef) => i4 undef
; RUN: @bitreverse_low_undef() => i4 0b?000
; fshl(undef, 0, 0) is its first operand: every member.
; RUN: @fshl2(undef, 0, 0) => i2 0 | i2 1 | i2 -2 | i2 -1
; An undef amount: fshl(1, 0, c) for c mod 2 in {0, 1} is 1 or 0b10.
; RUN: @fshl2(1, 0, undef) => i2 1 | i2 -2
; A poison operand wins over undef.
; RUN: @fshl2(undef, poison, 0) => i2 poison
; A vector with an undef lane: the other lane is unaffected.
; RUN: @ctpop_vec_undef() => <2 x i2> <i2 0, i2 1> | <2 x i2> <i2 1, i2 1> | <2 x i2> <i2 -2, i2 1>

declare i2 @llvm.ctpop.i2(i2)
declare i2 @llvm.ctlz.i2(i2, i1)
declare i2 @llvm.cttz.i2(i2, i1)
declare i16 @llvm.bswap.i16(i16)
declare i4 @llvm.bitreverse.i4(i4)
declare i2 @llvm.fshl.i2(i2, i2, i2)
declare <2 x i2> @llvm.ctpop.v2i2(<2 x i2>)

define i2 @ctpop2(i2 %x) {
  %r = call i2 @llvm.ctpop.i2(i2 %x)
  ret i2 %r
}
define i2 @ctlz2(i2 %x) {
  %r = call i2 @llvm.ctlz.i2(i2 %x, i1 false)
  ret i2 %r
}
define i2 @ctlz2_zp(i2 %x) {
  %r = call i2 @llvm.ctlz.i2(i2 %x, i1 true)
  ret i2 %r
}
define i2 @cttz_odd() {
  %x = or i2 undef, 1
  %r = call i2 @llvm.cttz.i2(i2 %x, i1 true)
  ret i2 %r
}
define i16 @bswap_low_undef() {
  %x = and i16 undef, 255
  %r = call i16 @llvm.bswap.i16(i16 %x)
  ret i16 %r
}
define i4 @bitreverse4(i4 %x) {
  %r = call i4 @llvm.bitreverse.i4(i4 %x)
  ret i4 %r
}
define i4 @bitreverse_low_undef() {
  %x = and i4 undef, 1
  %r = call i4 @llvm.bitreverse.i4(i4 %x)
  ret i4 %r
}
define i2 @fshl2(i2 %a, i2 %b, i2 %c) {
  %r = call i2 @llvm.fshl.i2(i2 %a, i2 %b, i2 %c)
  ret i2 %r
}
define <2 x i2> @ctpop_vec_undef() {
  %r = call <2 x i2> @llvm.ctpop.v2i2(<2 x i2> <i2 undef, i2 1>)
  ret <2 x i2> %r
}
