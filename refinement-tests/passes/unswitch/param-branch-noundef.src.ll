; EXPECT: refines
; As param-branch, but %c is noundef: the pass needs no freeze.

define i32 @f(i8 noundef %n, i1 noundef %c, i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %latch ]
  %more = icmp ult i8 %i, %n
  br i1 %more, label %body, label %exit
body:
  br i1 %c, label %then, label %else
then:
  %a1 = add i32 %acc, %x
  br label %latch
else:
  %a2 = xor i32 %acc, %x
  br label %latch
latch:
  %acc2 = phi i32 [ %a1, %then ], [ %a2, %else ]
  %i2 = add i8 %i, 1
  br label %loop
exit:
  ret i32 %acc
}
