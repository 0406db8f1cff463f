; ARGS: --model taming
; Division in the taming model: an `undef` divisor is poison, so UB as a
; poison divisor; an undef dividend is poison, so the result is poison
; (or UB for sdiv by -1: the dividend may be MIN).
; RUN: @udiv(7, undef) => ub poison-divisor
; RUN: @udiv(undef, 3) => i4 poison
; RUN: @sdiv(undef, -1) => ub division-overflow
; RUN: @udiv_undef_const(7) => ub poison-divisor

define i4 @udiv(i4 %a, i4 %b) {
  %r = udiv i4 %a, %b
  ret i4 %r
}
define i4 @sdiv(i4 %a, i4 %b) {
  %r = sdiv i4 %a, %b
  ret i4 %r
}
define i4 @udiv_undef_const(i4 %a) {
  %r = udiv i4 %a, undef
  ret i4 %r
}
