; Division with undef operands (llvm model). An undef divisor that may be
; zero is UB (LangRef "Undefined Values": `sdiv %X, undef` may be folded to
; unreachable); one whose defined bits exclude zero is not. An undef dividend
; may be any value (`sdiv undef, %X` may be 0). i4 so that every choice of
; the undef bits is explored.

; RUN: @udiv(7, undef) => ub division-by-zero
; divisor `or undef, 1` is odd, so never zero: every odd divisor is possible
; RUN: @udiv_odd_divisor(7, undef) => i4 7 | i4 2 | i4 1 | i4 0
; divisor `and undef, 2` may be zero
; RUN: @udiv_and_divisor(7, undef) => ub division-by-zero
; RUN: @udiv(undef, 3) => i4 0 | i4 1 | i4 2 | i4 3 | i4 4 | i4 5
; By a power of two, `urem` keeps the low bits: exact (undef.md)
; RUN: @urem(undef, 4) => i4 0b00??
; Exact rules by 1 (undef.md "Where llsem is exact"): the dividend itself,
; remainder 0 (InstSimplify's `udiv undef, 1` -> undef)
; RUN: @udiv(undef, 1) => i4 undef
; RUN: @sdiv(undef, 1) => i4 undef
; RUN: @urem(undef, 1) => i4 0
; RUN: @srem(undef, 1) => i4 0
; `udiv` by a power of two shifts the undef bits along
; RUN: @udiv(undef, 4) => i4 0b00??
; RUN: @udiv_and(4) => i4 0b000?
; `udiv exact` by 2^k: poison for no member when the low k bits are 0 ...
; RUN: @udiv_exact_low_zero(4) => i4 0b00??
; ... for every member when one of them is 1 ...
; RUN: @udiv_exact_low_one(4) => i4 poison
; ... and for some when one is undef: resolved
; RUN: @udiv_exact(undef, 4) => i4 0 | i4 1 | i4 2 | i4 3 | i4 poison
; a partly undef dividend by 1 keeps its cube
; RUN: @udiv_and(1) => i4 0b0?00
; i1: sdiv by 1 (that is, -1) of an undef dividend may overflow
; RUN: @sdiv_i1(undef, true) => ub division-overflow
; sdiv undef, -1: the dividend may be MIN, so UB
; RUN: @sdiv(undef, -1) => ub division-overflow
; sdiv x, (or undef, 1): the divisor may be -1, but the dividend is not MIN
; RUN: @sdiv_odd_divisor(6, undef) => i4 6 | i4 2 | i4 1 | i4 0 | i4 -1 | i4 -2 | i4 -6
; ... and with dividend MIN it is UB
; RUN: @sdiv_odd_divisor(-8, undef) => ub division-overflow

define i4 @udiv(i4 %a, i4 %b) {
  %r = udiv i4 %a, %b
  ret i4 %r
}
define i4 @urem(i4 %a, i4 %b) {
  %r = urem i4 %a, %b
  ret i4 %r
}
define i4 @sdiv(i4 %a, i4 %b) {
  %r = sdiv i4 %a, %b
  ret i4 %r
}
define i4 @udiv_odd_divisor(i4 %a, i4 %u) {
  %d = or i4 %u, 1
  %r = udiv i4 %a, %d
  ret i4 %r
}
define i4 @udiv_and_divisor(i4 %a, i4 %u) {
  %d = and i4 %u, 2
  %r = udiv i4 %a, %d
  ret i4 %r
}
define i4 @sdiv_odd_divisor(i4 %a, i4 %u) {
  %d = or i4 %u, 1
  %r = sdiv i4 %a, %d
  ret i4 %r
}
define i4 @srem(i4 %a, i4 %b) {
  %r = srem i4 %a, %b
  ret i4 %r
}
define i4 @udiv_exact(i4 %a, i4 %b) {
  %r = udiv exact i4 %a, %b
  ret i4 %r
}
define i4 @udiv_and(i4 %d) {
  %a = and i4 undef, 4
  %r = udiv i4 %a, %d
  ret i4 %r
}
define i4 @udiv_exact_low_zero(i4 %d) {
  %a = and i4 undef, 12
  %r = udiv exact i4 %a, %d
  ret i4 %r
}
define i4 @udiv_exact_low_one(i4 %d) {
  %a = or i4 undef, 1
  %r = udiv exact i4 %a, %d
  ret i4 %r
}
define i1 @sdiv_i1(i1 %a, i1 %b) {
  %r = sdiv i1 %a, %b
  ret i1 %r
}
