; Mutant of unswitch/conditional-store.tgt.ll (opt-22 -S -passes='simple-loop-unswitch<nontrivial>' conditional-store.src.ll),
; edited by hand: a dropped store: the %write copy of the loop no longer stores %x.
source_filename = "conditional-store.src.ll"

define i32 @f(ptr noundef %p, i8 noundef %n, i1 %write, i32 %x) {
entry:
  %nn = and i8 %n, 3
  %write.fr = freeze i1 %write
  br i1 %write.fr, label %entry.split.us, label %entry.split

entry.split.us:                                   ; preds = %entry
  br label %loop.us

loop.us:                                          ; preds = %latch.us, %entry.split.us
  %i.us = phi i8 [ 0, %entry.split.us ], [ %i2.us, %latch.us ]
  %sum.us = phi i32 [ 0, %entry.split.us ], [ %sum2.us, %latch.us ]
  %more.us = icmp ult i8 %i.us, %nn
  br i1 %more.us, label %body.us, label %exit.split.us

body.us:                                          ; preds = %loop.us
  %idx.us = zext i8 %i.us to i64
  %addr.us = getelementptr inbounds i32, ptr %p, i64 %idx.us
  %v.us = load i32, ptr %addr.us, align 4
  %sum2.us = add i32 %sum.us, %v.us
  br label %do.store.us

do.store.us:                                      ; preds = %body.us
  br label %latch.us

latch.us:                                         ; preds = %do.store.us
  %i2.us = add i8 %i.us, 1
  br label %loop.us

exit.split.us:                                    ; preds = %loop.us
  %sum.lcssa.us = phi i32 [ %sum.us, %loop.us ]
  br label %exit

entry.split:                                      ; preds = %entry
  br label %loop

loop:                                             ; preds = %latch, %entry.split
  %i = phi i8 [ 0, %entry.split ], [ %i2, %latch ]
  %sum = phi i32 [ 0, %entry.split ], [ %sum2, %latch ]
  %more = icmp ult i8 %i, %nn
  br i1 %more, label %body, label %exit.split

body:                                             ; preds = %loop
  %idx = zext i8 %i to i64
  %addr = getelementptr inbounds i32, ptr %p, i64 %idx
  %v = load i32, ptr %addr, align 4
  %sum2 = add i32 %sum, %v
  br label %latch

latch:                                            ; preds = %body
  %i2 = add i8 %i, 1
  br label %loop

exit.split:                                       ; preds = %loop
  %sum.lcssa = phi i32 [ %sum, %loop ]
  br label %exit

exit:                                             ; preds = %exit.split.us, %exit.split
  %.us-phi = phi i32 [ %sum.lcssa, %exit.split ], [ %sum.lcssa.us, %exit.split.us ]
  ret i32 %.us-phi
}
