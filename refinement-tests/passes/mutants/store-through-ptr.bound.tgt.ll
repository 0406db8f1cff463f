; Mutant of unswitch/store-through-ptr.tgt.ll (opt-22 -S -passes='simple-loop-unswitch<nontrivial>' store-through-ptr.src.ll),
; edited by hand: the loop bound off by one: the storing copy for %fill true tests `i u<= n`.
source_filename = "store-through-ptr.src.ll"

define void @f(ptr noundef %p, i8 noundef %n, i1 %fill, i8 %x) {
entry:
  %nn = and i8 %n, 15
  %fill.fr = freeze i1 %fill
  br i1 %fill.fr, label %entry.split.us, label %entry.split

entry.split.us:                                   ; preds = %entry
  br label %loop.us

loop.us:                                          ; preds = %latch.us, %entry.split.us
  %i.us = phi i8 [ 0, %entry.split.us ], [ %i2.us, %latch.us ]
  %more.us = icmp ule i8 %i.us, %nn
  br i1 %more.us, label %body.us, label %exit.split.us

body.us:                                          ; preds = %loop.us
  %idx.us = zext i8 %i.us to i64
  %addr.us = getelementptr inbounds i8, ptr %p, i64 %idx.us
  br label %store.x.us

store.x.us:                                       ; preds = %body.us
  store i8 %x, ptr %addr.us, align 1
  br label %latch.us

latch.us:                                         ; preds = %store.x.us
  %i2.us = add i8 %i.us, 1
  br label %loop.us

exit.split.us:                                    ; preds = %loop.us
  br label %exit

entry.split:                                      ; preds = %entry
  br label %loop

loop:                                             ; preds = %latch, %entry.split
  %i = phi i8 [ 0, %entry.split ], [ %i2, %latch ]
  %more = icmp ult i8 %i, %nn
  br i1 %more, label %body, label %exit.split

body:                                             ; preds = %loop
  %idx = zext i8 %i to i64
  %addr = getelementptr inbounds i8, ptr %p, i64 %idx
  br label %store.i

store.i:                                          ; preds = %body
  store i8 %i, ptr %addr, align 1
  br label %latch

latch:                                            ; preds = %store.i
  %i2 = add i8 %i, 1
  br label %loop

exit.split:                                       ; preds = %loop
  br label %exit

exit:                                             ; preds = %exit.split.us, %exit.split
  ret void
}
