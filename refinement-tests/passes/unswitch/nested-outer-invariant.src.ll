; EXPECT: refines
; Nested loops (at most 15 x 15 iterations) with a condition invariant in
; both: unswitching duplicates the whole nest.

define i32 @f(i8 noundef %n, i8 noundef %m, i1 %c) {
entry:
  %nn = and i8 %n, 15
  %mm = and i8 %m, 15
  br label %outer
outer:
  %i = phi i8 [ 0, %entry ], [ %i2, %outer.latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.in.lcssa, %outer.latch ]
  %omore = icmp ult i8 %i, %nn
  br i1 %omore, label %inner, label %exit
inner:
  %j = phi i8 [ 0, %outer ], [ %j2, %inner.latch ]
  %acc.in = phi i32 [ %acc, %outer ], [ %acc.in2, %inner.latch ]
  %imore = icmp ult i8 %j, %mm
  br i1 %imore, label %inner.body, label %outer.latch
inner.body:
  br i1 %c, label %addi, label %addj
addi:
  %ie = zext i8 %i to i32
  %a1 = add i32 %acc.in, %ie
  br label %inner.latch
addj:
  %je = zext i8 %j to i32
  %a2 = add i32 %acc.in, %je
  br label %inner.latch
inner.latch:
  %acc.in2 = phi i32 [ %a1, %addi ], [ %a2, %addj ]
  %j2 = add i8 %j, 1
  br label %inner
outer.latch:
  %acc.in.lcssa = phi i32 [ %acc.in, %inner ]
  %i2 = add i8 %i, 1
  br label %outer
exit:
  ret i32 %acc
}
