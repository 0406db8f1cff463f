; ARGS: --model taming
; Conversions in the taming model: undef operands are poison, so the
; results are poison.
; RUN: @trunc(undef) => i4 poison
; RUN: @zext(undef) => i8 poison
; RUN: @bitcast_undef_lane() => i16 poison

define i4 @trunc(i8 %a) {
  %r = trunc i8 %a to i4
  ret i4 %r
}
define i8 @zext(i4 %a) {
  %r = zext i4 %a to i8
  ret i8 %r
}
define i16 @bitcast_undef_lane() {
  %v = insertelement <2 x i8> <i8 1, i8 1>, i8 undef, i32 0
  %r = bitcast <2 x i8> %v to i16
  ret i16 %r
}
