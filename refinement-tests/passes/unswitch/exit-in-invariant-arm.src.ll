; EXPECT: refines
; One arm of the invariant branch may leave the loop when a loaded value is
; zero; the other never does.

define i32 @f(ptr noundef %p, i8 noundef %n, i1 %check) {
entry:
  %nn = and i8 %n, 15
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %latch ]
  %sum = phi i32 [ 0, %entry ], [ %sum2, %latch ]
  %more = icmp ult i8 %i, %nn
  br i1 %more, label %body, label %exit
body:
  %idx = zext i8 %i to i64
  %addr = getelementptr inbounds i8, ptr %p, i64 %idx
  %v = load i8, ptr %addr
  %v32 = zext i8 %v to i32
  %sum2 = add i32 %sum, %v32
  br i1 %check, label %test, label %latch
test:
  %zero = icmp eq i8 %v, 0
  br i1 %zero, label %bail, label %latch
latch:
  %i2 = add i8 %i, 1
  br label %loop
bail:
  ret i32 -1
exit:
  ret i32 %sum
}
