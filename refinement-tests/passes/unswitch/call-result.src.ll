; EXPECT: refines
; A loop that calls an external function whose result feeds the
; accumulator, and an invariant flag that decides whether to negate it.

declare i32 @next(i32)

define i32 @f(i8 noundef %n, i1 %neg, i32 %seed) {
entry:
  %nn = and i8 %n, 7
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %latch ]
  %acc = phi i32 [ %seed, %entry ], [ %acc2, %latch ]
  %more = icmp ult i8 %i, %nn
  br i1 %more, label %body, label %exit
body:
  %v = call i32 @next(i32 %acc)
  br i1 %neg, label %negate, label %keep
negate:
  %nv = sub i32 0, %v
  br label %latch
keep:
  br label %latch
latch:
  %acc2 = phi i32 [ %nv, %negate ], [ %v, %keep ]
  %i2 = add i8 %i, 1
  br label %loop
exit:
  ret i32 %acc
}
