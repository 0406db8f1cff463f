; EXPECT: refines
; Trivial unswitching of a switch at the top of the header whose non-default
; cases leave the loop.

define i32 @f(i8 noundef %n, i8 %k, i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %body ]
  %acc = phi i32 [ %x, %entry ], [ %acc2, %body ]
  switch i8 %k, label %body [
    i8 3, label %three
    i8 200, label %big
  ]
body:
  %acc2 = add i32 %acc, 9
  %i2 = add i8 %i, 1
  %more = icmp ult i8 %i2, %n
  br i1 %more, label %loop, label %done
three:
  ret i32 3
big:
  ret i32 200
done:
  ret i32 %acc2
}
