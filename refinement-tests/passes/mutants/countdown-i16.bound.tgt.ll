; Mutant of unswitch/countdown-i16.tgt.ll (opt-22 -S -passes='simple-loop-unswitch<nontrivial>' countdown-i16.src.ll),
; edited by hand: the loop bound off by one: the %up copy stops at 1 instead of 0.
source_filename = "countdown-i16.src.ll"

define i16 @f(i16 noundef %n, i1 %up, i16 %x) {
entry:
  %big = icmp ugt i16 %n, 300
  %start = select i1 %big, i16 300, i16 %n
  %up.fr = freeze i1 %up
  br i1 %up.fr, label %entry.split.us, label %entry.split

entry.split.us:                                   ; preds = %entry
  br label %loop.us

loop.us:                                          ; preds = %latch.us, %entry.split.us
  %i.us = phi i16 [ %start, %entry.split.us ], [ %i2.us, %latch.us ]
  %acc.us = phi i16 [ %x, %entry.split.us ], [ %acc2.us, %latch.us ]
  %done.us = icmp eq i16 %i.us, 1
  br i1 %done.us, label %exit.split.us, label %body.us

body.us:                                          ; preds = %loop.us
  br label %inc.us

inc.us:                                           ; preds = %body.us
  %u.us = add i16 %acc.us, %i.us
  br label %latch.us

latch.us:                                         ; preds = %inc.us
  %acc2.us = phi i16 [ %u.us, %inc.us ]
  %i2.us = sub i16 %i.us, 1
  br label %loop.us

exit.split.us:                                    ; preds = %loop.us
  %acc.lcssa.us = phi i16 [ %acc.us, %loop.us ]
  br label %exit

entry.split:                                      ; preds = %entry
  br label %loop

loop:                                             ; preds = %latch, %entry.split
  %i = phi i16 [ %start, %entry.split ], [ %i2, %latch ]
  %acc = phi i16 [ %x, %entry.split ], [ %d, %latch ]
  %done = icmp eq i16 %i, 0
  br i1 %done, label %exit.split, label %body

body:                                             ; preds = %loop
  br label %dec

dec:                                              ; preds = %body
  %d = sub i16 %acc, %i
  br label %latch

latch:                                            ; preds = %dec
  %i2 = sub i16 %i, 1
  br label %loop

exit.split:                                       ; preds = %loop
  %acc.lcssa = phi i16 [ %acc, %loop ]
  br label %exit

exit:                                             ; preds = %exit.split.us, %exit.split
  %.us-phi = phi i16 [ %acc.lcssa, %exit.split ], [ %acc.lcssa.us, %exit.split.us ]
  ret i16 %.us-phi
}
