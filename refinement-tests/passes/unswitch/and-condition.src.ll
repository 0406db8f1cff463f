; EXPECT: refines
; The branch condition is `and` of an invariant flag and a loop-variant
; test: the pass unswitches the invariant part.

define i32 @f(i8 noundef %n, i1 %c, i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %latch ]
  %more = icmp ult i8 %i, %n
  br i1 %more, label %body, label %exit
body:
  %odd.bit = and i8 %i, 1
  %odd = icmp ne i8 %odd.bit, 0
  %both = and i1 %c, %odd
  br i1 %both, label %then, label %latch
then:
  %a = add i32 %acc, %x
  br label %latch
latch:
  %acc2 = phi i32 [ %a, %then ], [ %acc, %body ]
  %i2 = add i8 %i, 1
  br label %loop
exit:
  ret i32 %acc
}
