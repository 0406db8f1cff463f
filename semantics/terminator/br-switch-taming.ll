; ARGS: --model taming
; In the taming model undef is poison, so branching on the `undef` constant
; is a branch on poison.
; RUN: @br_undef_const() => ub branch-on-poison
; RUN: @br(poison) => ub branch-on-poison
; RUN: @br(false) => i8 2
; RUN: @br_freeze_undef() => i8 1 | i8 2

define i8 @br_undef_const() {
  br i1 undef, label %t, label %f
t:
  ret i8 1
f:
  ret i8 2
}
define i8 @br(i1 %c) {
  br i1 %c, label %t, label %f
t:
  ret i8 1
f:
  ret i8 2
}
define i8 @br_freeze_undef() {
  %c = freeze i1 undef
  br i1 %c, label %t, label %f
t:
  ret i8 1
f:
  ret i8 2
}
