; EXPECT: refines
; Nested loops where the condition depends on the outer counter: it is
; invariant only in the inner loop, which alone gets unswitched.

define i32 @f(i8 noundef %n, i8 noundef %m, i8 %t) {
entry:
  %nn = and i8 %n, 15
  %mm = and i8 %m, 15
  br label %outer
outer:
  %i = phi i8 [ 0, %entry ], [ %i2, %outer.latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.in.lcssa, %outer.latch ]
  %omore = icmp ult i8 %i, %nn
  br i1 %omore, label %outer.body, label %exit
outer.body:
  %c = icmp ugt i8 %i, %t
  br label %inner
inner:
  %j = phi i8 [ 0, %outer.body ], [ %j2, %inner.latch ]
  %acc.in = phi i32 [ %acc, %outer.body ], [ %acc.in2, %inner.latch ]
  %imore = icmp ult i8 %j, %mm
  br i1 %imore, label %inner.body, label %outer.latch
inner.body:
  br i1 %c, label %big, label %small
big:
  %a1 = add i32 %acc.in, 10
  br label %inner.latch
small:
  %a2 = add i32 %acc.in, 1
  br label %inner.latch
inner.latch:
  %acc.in2 = phi i32 [ %a1, %big ], [ %a2, %small ]
  %j2 = add i8 %j, 1
  br label %inner
outer.latch:
  %acc.in.lcssa = phi i32 [ %acc.in, %inner ]
  %i2 = add i8 %i, 1
  br label %outer
exit:
  ret i32 %acc
}
