; EXPECT: refines
; Non-trivial unswitching of a branch on a parameter inside the loop body:
; the pass clones the loop and branches once on `freeze %c`.

define i32 @f(i8 noundef %n, i1 %c, i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %latch ]
  %more = icmp ult i8 %i, %n
  br i1 %more, label %body, label %exit
body:
  br i1 %c, label %then, label %else
then:
  %a1 = add i32 %acc, %x
  br label %latch
else:
  %a2 = mul i32 %acc, 3
  br label %latch
latch:
  %acc2 = phi i32 [ %a1, %then ], [ %a2, %else ]
  %i2 = add i8 %i, 1
  br label %loop
exit:
  ret i32 %acc
}
