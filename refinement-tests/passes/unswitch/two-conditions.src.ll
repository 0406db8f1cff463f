; EXPECT: refines
; Two independent invariant flags: the pass unswitches both, giving four
; loop copies.

define i32 @f(i8 noundef %n, i1 %a, i1 %b, i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc3, %latch ]
  %more = icmp ult i8 %i, %n
  br i1 %more, label %body, label %exit
body:
  br i1 %a, label %a.then, label %a.join
a.then:
  %s1 = add i32 %acc, %x
  br label %a.join
a.join:
  %acc1 = phi i32 [ %s1, %a.then ], [ %acc, %body ]
  br i1 %b, label %b.then, label %latch
b.then:
  %s2 = shl i32 %acc1, 1
  br label %latch
latch:
  %acc3 = phi i32 [ %s2, %b.then ], [ %acc1, %a.join ]
  %i2 = add i8 %i, 1
  br label %loop
exit:
  ret i32 %acc
}
