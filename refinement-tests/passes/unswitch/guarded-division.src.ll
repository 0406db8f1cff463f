; EXPECT: refines
; An invariant test guards a division in the loop: unswitching branches on
; the frozen test once, and the division stays in the copy where it holds.
; (%x is noundef: with an undef dividend every iteration would pick its own
; quotient, and the sum of those choices is more than the source search can
; match.)

define i32 @f(i8 noundef %n, i32 noundef %x, i32 %d) {
entry:
  %nz = icmp ne i32 %d, 0
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %latch ]
  %more = icmp ult i8 %i, %n
  br i1 %more, label %body, label %exit
body:
  br i1 %nz, label %divide, label %latch
divide:
  %q = udiv i32 %x, %d
  %a = add i32 %acc, %q
  br label %latch
latch:
  %acc2 = phi i32 [ %a, %divide ], [ %acc, %body ]
  %i2 = add i8 %i, 1
  br label %loop
exit:
  ret i32 %acc
}
