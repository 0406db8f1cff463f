; EXPECT: refines
; A select on an invariant condition in the loop: with <nontrivial> the
; pass turns it into a branch and unswitches it (freezing the condition).

define i32 @f(i8 noundef %n, i1 %c, i32 %x, i32 %y) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %loop.body ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %loop.body ]
  %more = icmp ult i8 %i, %n
  br i1 %more, label %loop.body, label %exit
loop.body:
  %v = select i1 %c, i32 %x, i32 %y
  %acc2 = add i32 %acc, %v
  %i2 = add i8 %i, 1
  br label %loop
exit:
  ret i32 %acc
}
