; EXPECT: refines
; A `mustprogress` function that loops forever without side effects has
; undefined behaviour (LangRef "Function Attributes", `mustprogress`: "If
; a mustprogress function does not satisfy this contract, the behavior is
; undefined"), so any target refines it on the inputs where it loops
; (here: every input with %n > 0); elsewhere both return 0. This is what
; lets LoopDeletion delete such a loop.

define i32 @src(i32 %n) mustprogress {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %loop, label %exit

loop:
  %i = phi i32 [ %n, %entry ], [ %i, %loop ]
  br label %loop

exit:
  ret i32 0
}

define i32 @tgt(i32 %n) mustprogress {
entry:
  ret i32 0
}
