; EXPECT: refines
; A load from an invariant address in a loop that stores elsewhere: GVN's
; load PRE moves it to the preheader and forwards it around the backedge.

define i32 @f(ptr noundef %p, ptr noundef %out, i8 noundef %n) {
entry:
  %nn = and i8 %n, 7
  %first = load i32, ptr %p
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %loop ]
  %acc = phi i32 [ %first, %entry ], [ %acc2, %loop ]
  %v = load i32, ptr %p
  %acc2 = add i32 %acc, %v
  %i2 = add i8 %i, 1
  %more = icmp ult i8 %i2, %nn
  br i1 %more, label %loop, label %exit
exit:
  store i32 %acc2, ptr %out
  ret i32 %acc2
}
