; EXPECT: refines
; Trivial unswitching of a switch on an invariant value whose cases leave
; the loop: the exiting cases are hoisted into a switch before the loop.

define i32 @f(i8 noundef %n, i8 %k, i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %cont ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %cont ]
  %more = icmp ult i8 %i, %n
  br i1 %more, label %body, label %done
body:
  %acc2 = add i32 %acc, %x
  switch i8 %k, label %cont [
    i8 1, label %out1
    i8 2, label %out2
  ]
cont:
  %i2 = add i8 %i, 1
  br label %loop
out1:
  ret i32 100
out2:
  ret i32 %acc2
done:
  ret i32 %acc
}
