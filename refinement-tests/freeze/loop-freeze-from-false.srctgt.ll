; EXPECT: not-refines
; A wrong "unfold" of false into a loop: the target freezes poison in each
; of its three iterations and answers whether every frozen value was 1000.
; Each freeze may pick any i32 (LangRef "freeze"), so the target may return
; true, which the source never does. Finding this needs the same guided
; value (the constant 1000) at every iteration's choice, which the
; depth-first exploration alone does not reach within its budget.

define i1 @src() {
entry:
  ret i1 false
}

define i1 @tgt() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %all = phi i1 [ true, %entry ], [ %all2, %loop ]
  %f = freeze i32 poison
  %c = icmp eq i32 %f, 1000
  %all2 = and i1 %all, %c
  %i2 = add i32 %i, 1
  %more = icmp ult i32 %i2, 3
  br i1 %more, label %loop, label %exit
exit:
  ret i1 %all2
}
