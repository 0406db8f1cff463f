; Mutant of unswitch/switch-nontrivial.tgt.ll (opt-22 -S -passes='simple-loop-unswitch<nontrivial>' switch-nontrivial.src.ll),
; edited by hand: the freeze removed: the unswitched switch tests %k itself.
source_filename = "switch-nontrivial.src.ll"

define i32 @f(i8 noundef %n, i8 %k, i32 %x) {
entry:
  switch i8 %k, label %entry.split [
    i8 0, label %entry.split.us
    i8 1, label %entry.split.us1
  ]

entry.split.us:                                   ; preds = %entry
  br label %loop.us

loop.us:                                          ; preds = %latch.us, %entry.split.us
  %i.us = phi i8 [ 0, %entry.split.us ], [ %i2.us, %latch.us ]
  %acc.us = phi i32 [ 0, %entry.split.us ], [ %acc2.us, %latch.us ]
  %more.us = icmp ult i8 %i.us, %n
  br i1 %more.us, label %body.us, label %exit.split.us

body.us:                                          ; preds = %loop.us
  br label %c0.us

c0.us:                                            ; preds = %body.us
  %a0.us = add i32 %acc.us, %x
  br label %latch.us

latch.us:                                         ; preds = %c0.us
  %acc2.us = phi i32 [ %a0.us, %c0.us ]
  %i2.us = add i8 %i.us, 1
  br label %loop.us

exit.split.us:                                    ; preds = %loop.us
  %acc.lcssa.us = phi i32 [ %acc.us, %loop.us ]
  br label %exit

entry.split.us1:                                  ; preds = %entry
  br label %loop.us2

loop.us2:                                         ; preds = %latch.us7, %entry.split.us1
  %i.us3 = phi i8 [ 0, %entry.split.us1 ], [ %i2.us9, %latch.us7 ]
  %acc.us4 = phi i32 [ 0, %entry.split.us1 ], [ %acc2.us8, %latch.us7 ]
  %more.us5 = icmp ult i8 %i.us3, %n
  br i1 %more.us5, label %body.us6, label %exit.split.split.us

body.us6:                                         ; preds = %loop.us2
  br label %c1.us

c1.us:                                            ; preds = %body.us6
  %a1.us = sub i32 %acc.us4, %x
  br label %latch.us7

latch.us7:                                        ; preds = %c1.us
  %acc2.us8 = phi i32 [ %a1.us, %c1.us ]
  %i2.us9 = add i8 %i.us3, 1
  br label %loop.us2

exit.split.split.us:                              ; preds = %loop.us2
  %acc.lcssa.us10 = phi i32 [ %acc.us4, %loop.us2 ]
  br label %exit.split

entry.split:                                      ; preds = %entry
  br label %loop

loop:                                             ; preds = %latch, %entry.split
  %i = phi i8 [ 0, %entry.split ], [ %i2, %latch ]
  %acc = phi i32 [ 0, %entry.split ], [ %a2, %latch ]
  %more = icmp ult i8 %i, %n
  br i1 %more, label %body, label %exit.split.split

body:                                             ; preds = %loop
  br label %dflt

dflt:                                             ; preds = %body
  %a2 = shl i32 %acc, 1
  br label %latch

latch:                                            ; preds = %dflt
  %i2 = add i8 %i, 1
  br label %loop

exit.split.split:                                 ; preds = %loop
  %acc.lcssa = phi i32 [ %acc, %loop ]
  br label %exit.split

exit.split:                                       ; preds = %exit.split.split.us, %exit.split.split
  %.us-phi11 = phi i32 [ %acc.lcssa, %exit.split.split ], [ %acc.lcssa.us10, %exit.split.split.us ]
  br label %exit

exit:                                             ; preds = %exit.split.us, %exit.split
  %.us-phi = phi i32 [ %.us-phi11, %exit.split ], [ %acc.lcssa.us, %exit.split.us ]
  ret i32 %.us-phi
}
