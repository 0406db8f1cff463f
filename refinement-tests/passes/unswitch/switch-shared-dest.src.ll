; EXPECT: refines
; A switch on an invariant i4 whose several cases share a destination.

define i16 @f(i8 noundef %n, i4 %k, i16 %x) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %latch ]
  %acc = phi i16 [ 0, %entry ], [ %acc2, %latch ]
  %more = icmp ult i8 %i, %n
  br i1 %more, label %body, label %exit
body:
  switch i4 %k, label %dflt [
    i4 0, label %small
    i4 1, label %small
    i4 2, label %small
    i4 7, label %seven
  ]
small:
  %a0 = add i16 %acc, %x
  br label %latch
seven:
  %a1 = add i16 %acc, 7
  br label %latch
dflt:
  %a2 = xor i16 %acc, %x
  br label %latch
latch:
  %acc2 = phi i16 [ %a0, %small ], [ %a1, %seven ], [ %a2, %dflt ]
  %i2 = add i8 %i, 1
  br label %loop
exit:
  ret i16 %acc
}
