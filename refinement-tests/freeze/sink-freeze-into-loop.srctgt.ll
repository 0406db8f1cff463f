; EXPECT: not-refines
; The thesis's caution on sinking freeze (section 3.3): frozen once before
; the loop, every iteration sees the same value and x ^ x = 0; frozen in the
; loop, each iteration may see a different value.

define i8 @src(i8 %x) {
entry:
  %f = freeze i8 %x
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %acc = phi i8 [ 0, %entry ], [ %acc2, %loop ]
  %acc2 = xor i8 %acc, %f
  %i2 = add i32 %i, 1
  %more = icmp ult i32 %i2, 2
  br i1 %more, label %loop, label %exit
exit:
  ret i8 %acc2
}

define i8 @tgt(i8 %x) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %acc = phi i8 [ 0, %entry ], [ %acc2, %loop ]
  %f = freeze i8 %x
  %acc2 = xor i8 %acc, %f
  %i2 = add i32 %i, 1
  %more = icmp ult i32 %i2, 2
  br i1 %more, label %loop, label %exit
exit:
  ret i8 %acc2
}
