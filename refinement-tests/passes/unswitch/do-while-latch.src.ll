; EXPECT: refines
; A do-while loop whose invariant branch sits in the latch block, after the
; work of the iteration.

define i32 @f(i8 noundef %n, i1 %c, i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %tail ]
  %acc = phi i32 [ %x, %entry ], [ %acc3, %tail ]
  %acc1 = mul i32 %acc, 3
  br i1 %c, label %plus, label %tail
plus:
  %acc2 = add i32 %acc1, 1
  br label %tail
tail:
  %acc3 = phi i32 [ %acc2, %plus ], [ %acc1, %loop ]
  %i2 = add i8 %i, 1
  %more = icmp ult i8 %i2, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i32 %acc3
}
