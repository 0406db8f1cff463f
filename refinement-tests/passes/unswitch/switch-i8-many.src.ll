; EXPECT: refines
; A switch on an invariant i8 with four in-loop cases and a default that
; leaves the loop: the exiting default is unswitched trivially, the rest
; non-trivially.

define i32 @f(i8 noundef %n, i8 %op, i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %latch ]
  %acc = phi i32 [ %x, %entry ], [ %acc2, %latch ]
  %more = icmp ult i8 %i, %n
  br i1 %more, label %body, label %exit
body:
  switch i8 %op, label %bad [
    i8 0, label %op.add
    i8 1, label %op.sub
    i8 2, label %op.xor
    i8 3, label %op.and
  ]
op.add:
  %r0 = add i32 %acc, 3
  br label %latch
op.sub:
  %r1 = sub i32 %acc, 3
  br label %latch
op.xor:
  %r2 = xor i32 %acc, 3
  br label %latch
op.and:
  %r3 = and i32 %acc, 3
  br label %latch
latch:
  %acc2 = phi i32 [ %r0, %op.add ], [ %r1, %op.sub ], [ %r2, %op.xor ], [ %r3, %op.and ]
  %i2 = add i8 %i, 1
  br label %loop
bad:
  ret i32 -1
exit:
  ret i32 %acc
}
