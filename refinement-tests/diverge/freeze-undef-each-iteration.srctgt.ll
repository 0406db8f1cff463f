; EXPECT: inconclusive
; Every iteration freezes undef, a non-deterministic choice (LangRef
; "'freeze' Instruction"): a repeated state proves nothing about a run
; whose choices go on, so llsem does not claim that the source loops
; forever, and the check stays inconclusive (the step bound).

define i32 @src(i32 %n) {
entry:
  br label %loop

loop:
  %x = freeze i32 undef
  %c = icmp eq i32 %x, %x
  br i1 %c, label %loop, label %exit

exit:
  ret i32 %n
}

define i32 @tgt(i32 %n) {
entry:
  ret i32 %n
}
