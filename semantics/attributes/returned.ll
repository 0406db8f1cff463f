; `returned` on a parameter of a definition (semantics/attributes.md,
; [fn-returned]): a returned value other than the argument is poison.

; RUN: @same(7) => i32 7
; RUN: @other(10) => i32 poison
; RUN: @other(3) => i32 3
; RUN: @other(poison) => i32 poison
; per lane
; RUN: @lanes(1) => <2 x i8> <i8 poison, i8 1>
; width 1
; RUN: @flip(true) => i1 poison
; an undef result stays undef
; RUN: @undef_result(1) => i8 undef

define i32 @same(i32 returned %x) {
  ret i32 %x
}

define i32 @other(i32 returned %x) {
  %c = icmp eq i32 %x, 10
  %r = select i1 %c, i32 11, i32 %x
  ret i32 %r
}

define <2 x i8> @lanes(i8 %x) {
  %v = insertelement <2 x i8> <i8 0, i8 0>, i8 %x, i32 1
  %r = call <2 x i8> @keep_lanes(<2 x i8> %v)
  ret <2 x i8> %r
}

define <2 x i8> @keep_lanes(<2 x i8> returned %v) {
  ret <2 x i8> <i8 5, i8 1>
}

define i1 @flip(i1 returned %b) {
  %n = xor i1 %b, true
  ret i1 %n
}

define i8 @undef_result(i8 returned %x) {
  ret i8 undef
}
