; EXPECT: refines
; Trivial unswitching: the invariant exit test is the first thing the loop
; header does, so the branch is hoisted in front of the loop unchanged.

define i32 @f(i8 noundef %n, i1 %stop, i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %body ]
  br i1 %stop, label %stopped, label %body
body:
  %acc2 = add i32 %acc, %x
  %i2 = add i8 %i, 1
  %more = icmp ult i8 %i2, %n
  br i1 %more, label %loop, label %done
stopped:
  %s = phi i32 [ %acc, %loop ]
  %neg = sub i32 0, %s
  ret i32 %neg
done:
  ret i32 %acc2
}
