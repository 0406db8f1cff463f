; Mutant of unswitch/bounded-i32-counter.tgt.ll (opt-22 -S -passes='simple-loop-unswitch<nontrivial>' bounded-i32-counter.src.ll),
; edited by hand: a poison flag added: `or disjoint i32 %acc, %x` in the %c false copy.
source_filename = "bounded-i32-counter.src.ll"

define i32 @f(i32 noundef %n, i1 %c, i32 %x) {
entry:
  %c.fr = freeze i1 %c
  br i1 %c.fr, label %entry.split.us, label %entry.split

entry.split.us:                                   ; preds = %entry
  br label %loop.us

loop.us:                                          ; preds = %latch.us, %entry.split.us
  %i.us = phi i32 [ 0, %entry.split.us ], [ %i2.us, %latch.us ]
  %acc.us = phi i32 [ 0, %entry.split.us ], [ %acc2.us, %latch.us ]
  %more.us = icmp slt i32 %i.us, %n
  %small.us = icmp ult i32 %i.us, 40
  %go.us = and i1 %more.us, %small.us
  br i1 %go.us, label %body.us, label %exit.split.us

body.us:                                          ; preds = %loop.us
  br label %then.us

then.us:                                          ; preds = %body.us
  %a1.us = add nsw i32 %acc.us, %i.us
  br label %latch.us

latch.us:                                         ; preds = %then.us
  %acc2.us = phi i32 [ %a1.us, %then.us ]
  %i2.us = add nuw nsw i32 %i.us, 1
  br label %loop.us

exit.split.us:                                    ; preds = %loop.us
  %acc.lcssa.us = phi i32 [ %acc.us, %loop.us ]
  br label %exit

entry.split:                                      ; preds = %entry
  br label %loop

loop:                                             ; preds = %latch, %entry.split
  %i = phi i32 [ 0, %entry.split ], [ %i2, %latch ]
  %acc = phi i32 [ 0, %entry.split ], [ %a2, %latch ]
  %more = icmp slt i32 %i, %n
  %small = icmp ult i32 %i, 40
  %go = and i1 %more, %small
  br i1 %go, label %body, label %exit.split

body:                                             ; preds = %loop
  br label %else

else:                                             ; preds = %body
  %a2 = or disjoint i32 %acc, %x
  br label %latch

latch:                                            ; preds = %else
  %i2 = add nuw nsw i32 %i, 1
  br label %loop

exit.split:                                       ; preds = %loop
  %acc.lcssa = phi i32 [ %acc, %loop ]
  br label %exit

exit:                                             ; preds = %exit.split.us, %exit.split
  %.us-phi = phi i32 [ %acc.lcssa, %exit.split ], [ %acc.lcssa.us, %exit.split.us ]
  ret i32 %.us-phi
}
