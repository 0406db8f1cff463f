; EXPECT: refines
; A select on an invariant flag together with a data-dependent early exit.

define i32 @f(i8 noundef %n, i1 %c, i32 %x, i32 %limit) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %body ]
  %more = icmp ult i8 %i, %n
  br i1 %more, label %body, label %exit
body:
  %step = select i1 %c, i32 %x, i32 1
  %acc2 = add i32 %acc, %step
  %i2 = add i8 %i, 1
  %over = icmp sgt i32 %acc2, %limit
  br i1 %over, label %early, label %loop
early:
  ret i32 %limit
exit:
  ret i32 %acc
}
