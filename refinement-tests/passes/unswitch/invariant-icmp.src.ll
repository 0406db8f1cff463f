; EXPECT: refines
; The condition is an icmp of two parameters computed in the preheader.

define i32 @f(i8 noundef %n, i32 %a, i32 %b) {
entry:
  %lt = icmp slt i32 %a, %b
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %latch ]
  %more = icmp ult i8 %i, %n
  br i1 %more, label %body, label %exit
body:
  br i1 %lt, label %lo, label %hi
lo:
  %x1 = add nsw i32 %acc, 1
  br label %latch
hi:
  %x2 = add i32 %acc, %b
  br label %latch
latch:
  %acc2 = phi i32 [ %x1, %lo ], [ %x2, %hi ]
  %i2 = add i8 %i, 1
  br label %loop
exit:
  ret i32 %acc
}
