; EXPECT: refines
; A select on an invariant flag picks the value a loop stores.

define void @f(ptr noundef %p, i8 noundef %n, i1 %c, i16 %x, i16 %y) {
entry:
  %nn = and i8 %n, 7
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %body ]
  %more = icmp ult i8 %i, %nn
  br i1 %more, label %body, label %exit
body:
  %idx = zext i8 %i to i64
  %addr = getelementptr inbounds i16, ptr %p, i64 %idx
  %v = select i1 %c, i16 %x, i16 %y
  store i16 %v, ptr %addr
  %i2 = add i8 %i, 1
  br label %loop
exit:
  ret void
}
