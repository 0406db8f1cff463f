; ARGS: --model taming
; Bitwise operations in the taming model: the `undef` constant is poison and
; poison is never masked: `and undef, 0` and `or undef, -1` are poison.
; RUN: @and_undef_zero() => i8 poison
; RUN: @or_undef_ones() => i8 poison
; RUN: @xor_self(undef) => i8 poison
; RUN: @shl(1, undef) => i8 poison
; RUN: @shl(1, 3) => i8 8

define i8 @and_undef_zero() {
  %r = and i8 undef, 0
  ret i8 %r
}
define i8 @or_undef_ones() {
  %r = or i8 undef, -1
  ret i8 %r
}
define i8 @xor_self(i8 %b) {
  %r = xor i8 %b, %b
  ret i8 %r
}
define i8 @shl(i8 %a, i8 %b) {
  %r = shl i8 %a, %b
  ret i8 %r
}
