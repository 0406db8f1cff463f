; EXPECT: refines
; The flag is an i64 loaded before the loop (input buffers may hold
; poison or undef bytes), then tested inside it.

define i32 @f(ptr %q, i8 noundef %n, i32 %x) {
entry:
  %word = load i64, ptr %q
  %flag = icmp ne i64 %word, 0
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %latch ]
  %more = icmp ult i8 %i, %n
  br i1 %more, label %body, label %exit
body:
  br i1 %flag, label %then, label %else
then:
  %a1 = add i32 %acc, %x
  br label %latch
else:
  %a2 = sub i32 %acc, 1
  br label %latch
latch:
  %acc2 = phi i32 [ %a1, %then ], [ %a2, %else ]
  %i2 = add i8 %i, 1
  br label %loop
exit:
  ret i32 %acc
}
