; ARGS: --model taming
; Per-bit poison is the same in the taming model; what differs is that the
; `undef` constant and the unset bits are poison.
; RUN: @v8i1_then_v8i1(poison) => <8 x i1> <i1 true, i1 false, i1 false, i1 poison, i1 false, i1 false, i1 false, i1 false>
; RUN: @v8i1_undef_then_i8() => i8 poison
; RUN: @v8i1_undef_then_v8i1() => <8 x i1> <i1 true, i1 false, i1 false, i1 poison, i1 false, i1 false, i1 false, i1 false>

define <8 x i1> @v8i1_then_v8i1(i1 %b) {
  %p = alloca i8
  %v = insertelement <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, i1 %b, i32 3
  store <8 x i1> %v, ptr %p
  %r = load <8 x i1>, ptr %p
  ret <8 x i1> %r
}
define i8 @v8i1_undef_then_i8() {
  %p = alloca i8
  %v = insertelement <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, i1 undef, i32 3
  store <8 x i1> %v, ptr %p
  %r = load i8, ptr %p
  ret i8 %r
}
define <8 x i1> @v8i1_undef_then_v8i1() {
  %p = alloca i8
  %v = insertelement <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, i1 undef, i32 3
  store <8 x i1> %v, ptr %p
  %r = load <8 x i1>, ptr %p
  ret <8 x i1> %r
}
