; EXPECT: refines
; A count-down loop on an i16 counter limited to 300 iterations, with an
; invariant flag choosing the update.

define i16 @f(i16 noundef %n, i1 %up, i16 %x) {
entry:
  %big = icmp ugt i16 %n, 300
  %start = select i1 %big, i16 300, i16 %n
  br label %loop
loop:
  %i = phi i16 [ %start, %entry ], [ %i2, %latch ]
  %acc = phi i16 [ %x, %entry ], [ %acc2, %latch ]
  %done = icmp eq i16 %i, 0
  br i1 %done, label %exit, label %body
body:
  br i1 %up, label %inc, label %dec
inc:
  %u = add i16 %acc, %i
  br label %latch
dec:
  %d = sub i16 %acc, %i
  br label %latch
latch:
  %acc2 = phi i16 [ %u, %inc ], [ %d, %dec ]
  %i2 = sub i16 %i, 1
  br label %loop
exit:
  ret i16 %acc
}
