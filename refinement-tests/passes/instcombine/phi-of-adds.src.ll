; EXPECT: refines
; A phi of two adds of the same constant becomes one add of a phi, keeping
; only the flags both adds had.

define i8 @f(i1 %c, i8 %a, i8 %b) {
entry:
  br i1 %c, label %t, label %e
t:
  %x = add nsw nuw i8 %a, 5
  br label %m
e:
  %y = add nsw i8 %b, 5
  br label %m
m:
  %r = phi i8 [ %x, %t ], [ %y, %e ]
  ret i8 %r
}
