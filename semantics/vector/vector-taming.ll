; ARGS: --model taming
; Vector operations in the taming model: an `undef` index is poison.
; RUN: @extract_undef_index() => i8 poison
; RUN: @insert_undef_index() => <2 x i8> <i8 poison, i8 poison>
; RUN: @undef_lane() => <2 x i8> <i8 poison, i8 11>

define i8 @extract_undef_index() {
  %e = extractelement <2 x i8> <i8 10, i8 11>, i2 undef
  ret i8 %e
}
define <2 x i8> @insert_undef_index() {
  %r = insertelement <2 x i8> <i8 10, i8 11>, i8 7, i2 undef
  ret <2 x i8> %r
}
define <2 x i8> @undef_lane() {
  %r = insertelement <2 x i8> <i8 10, i8 11>, i8 undef, i32 0
  ret <2 x i8> %r
}
