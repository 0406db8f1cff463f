; Mutant of unswitch/select-invariant.tgt.ll (opt-22 -S -passes='simple-loop-unswitch<nontrivial>' select-invariant.src.ll),
; edited by hand: the freeze removed: the branch made from the select tests %c itself.
source_filename = "select-invariant.src.ll"

define i32 @f(i8 noundef %n, i1 %c, i32 %x, i32 %y) {
entry:
  br i1 %c, label %entry.split.us, label %entry.split

entry.split.us:                                   ; preds = %entry
  br label %loop.us

loop.us:                                          ; preds = %1, %entry.split.us
  %i.us = phi i8 [ 0, %entry.split.us ], [ %i2.us, %1 ]
  %acc.us = phi i32 [ 0, %entry.split.us ], [ %acc2.us, %1 ]
  %more.us = icmp ult i8 %i.us, %n
  br i1 %more.us, label %loop.body.us, label %exit.split.us

loop.body.us:                                     ; preds = %loop.us
  br label %0

0:                                                ; preds = %loop.body.us
  br label %1

1:                                                ; preds = %0
  %unswitched.select.us = phi i32 [ %x, %0 ]
  %acc2.us = add i32 %acc.us, %unswitched.select.us
  %i2.us = add i8 %i.us, 1
  br label %loop.us

exit.split.us:                                    ; preds = %loop.us
  %acc.lcssa.us = phi i32 [ %acc.us, %loop.us ]
  br label %exit

entry.split:                                      ; preds = %entry
  br label %loop

loop:                                             ; preds = %2, %entry.split
  %i = phi i8 [ 0, %entry.split ], [ %i2, %2 ]
  %acc = phi i32 [ 0, %entry.split ], [ %acc2, %2 ]
  %more = icmp ult i8 %i, %n
  br i1 %more, label %loop.body, label %exit.split

loop.body:                                        ; preds = %loop
  br label %2

2:                                                ; preds = %loop.body
  %acc2 = add i32 %acc, %y
  %i2 = add i8 %i, 1
  br label %loop

exit.split:                                       ; preds = %loop
  %acc.lcssa = phi i32 [ %acc, %loop ]
  br label %exit

exit:                                             ; preds = %exit.split.us, %exit.split
  %.us-phi = phi i32 [ %acc.lcssa, %exit.split ], [ %acc.lcssa.us, %exit.split.us ]
  ret i32 %.us-phi
}
