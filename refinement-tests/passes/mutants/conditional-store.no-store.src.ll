; EXPECT: not-refines
; FROM: unswitch/conditional-store
; Mutant of unswitch/conditional-store: a dropped store: the %write copy of the loop no longer stores %x.
; The mutant leaves the buffer unchanged when %write is true.

define i32 @f(ptr noundef %p, i8 noundef %n, i1 %write, i32 %x) {
entry:
  %nn = and i8 %n, 3
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %latch ]
  %sum = phi i32 [ 0, %entry ], [ %sum2, %latch ]
  %more = icmp ult i8 %i, %nn
  br i1 %more, label %body, label %exit
body:
  %idx = zext i8 %i to i64
  %addr = getelementptr inbounds i32, ptr %p, i64 %idx
  %v = load i32, ptr %addr
  %sum2 = add i32 %sum, %v
  br i1 %write, label %do.store, label %latch
do.store:
  store i32 %x, ptr %addr
  br label %latch
latch:
  %i2 = add i8 %i, 1
  br label %loop
exit:
  ret i32 %sum
}
