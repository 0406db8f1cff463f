; Mutant of unswitch/trivial-exit.tgt.ll (opt-22 -S -passes='simple-loop-unswitch<nontrivial>' trivial-exit.src.ll),
; edited by hand: the freeze removed: the hoisted exit test branches on %stop.
source_filename = "trivial-exit.src.ll"

define i32 @f(i8 noundef %n, i1 %stop, i32 %x) {
entry:
  br i1 %stop, label %entry.split.us, label %entry.split

entry.split.us:                                   ; preds = %entry
  br label %loop.us

loop.us:                                          ; preds = %entry.split.us
  %i.us = phi i8 [ 0, %entry.split.us ]
  %acc.us = phi i32 [ 0, %entry.split.us ]
  %more.us = icmp ult i8 %i.us, %n
  br i1 %more.us, label %body.us, label %done.split.us

body.us:                                          ; preds = %loop.us
  %acc2.us = add i32 %acc.us, %x
  br label %early.split.us

done.split.us:                                    ; preds = %loop.us
  %acc.lcssa.us = phi i32 [ %acc.us, %loop.us ]
  br label %done

early.split.us:                                   ; preds = %body.us
  br label %early

entry.split:                                      ; preds = %entry
  br label %loop

loop:                                             ; preds = %cont, %entry.split
  %i = phi i8 [ 0, %entry.split ], [ %i2, %cont ]
  %acc = phi i32 [ 0, %entry.split ], [ %acc2, %cont ]
  %more = icmp ult i8 %i, %n
  br i1 %more, label %body, label %done.split

body:                                             ; preds = %loop
  %acc2 = add i32 %acc, %x
  br label %cont

cont:                                             ; preds = %body
  %i2 = add i8 %i, 1
  br label %loop

early:                                            ; preds = %early.split.us
  ret i32 -1

done.split:                                       ; preds = %loop
  %acc.lcssa = phi i32 [ %acc, %loop ]
  br label %done

done:                                             ; preds = %done.split.us, %done.split
  %.us-phi = phi i32 [ %acc.lcssa, %done.split ], [ %acc.lcssa.us, %done.split.us ]
  ret i32 %.us-phi
}
