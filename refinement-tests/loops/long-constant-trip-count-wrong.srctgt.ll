; EXPECT: not-refines
; A loop of 100,000 iterations (about 600,000 steps) folded to a wrong
; result (300,001 for 300,000):
; beyond the steps of the first three passes (1,000, 10,000 and 100,000)
; but within refine's default bound of 1,000,000 (decision 0047), so the
; one input is decided, not skipped.

define i32 @src() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %acc.next = add i32 %acc, 3
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 100000
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @tgt() {
  ret i32 300001
}
