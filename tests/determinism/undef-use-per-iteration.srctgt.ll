; Each iteration of an endless loop uses undef (LoopInstSimplify/pr55072.ll):
; every use is a choice, so no run ends and every choice costs work.
define i32 @src() {
entry:
  br label %loop
loop:
  %t = lshr exact i32 undef, 16
  br label %loop
dead:
  ret i32 %t
}

define i32 @tgt() {
entry:
  br label %loop
loop:
  br label %loop
dead:
  ret i32 0
}
