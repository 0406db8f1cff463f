; EXPECT: refines
; Trivial unswitching proper: an invariant exit at the top of the header
; whose exit block uses no loop value; the branch moves before the loop
; and the loop keeps only its other successor.

define i32 @f(i8 noundef %n, i1 %stop, i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %body ]
  %acc = phi i32 [ %x, %entry ], [ %acc2, %body ]
  br i1 %stop, label %stopped, label %body
body:
  %acc2 = mul i32 %acc, 5
  %i2 = add i8 %i, 1
  %more = icmp ult i8 %i2, %n
  br i1 %more, label %loop, label %done
stopped:
  ret i32 7
done:
  ret i32 %acc2
}
