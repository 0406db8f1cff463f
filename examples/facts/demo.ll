; A function whose loop bound may be poison: `%n1` is `add nsw`, so an
; overflowing `%n` makes it poison, and the branch on `%more` is then
; immediate UB. `freeze` stops the poison before the division.
define noundef i32 @demo(i32 %n, i32 %d) {
entry:
  %n1 = add nsw i32 %n, 1
  %fd = freeze i32 %n1
  %q = udiv i32 %d, %fd
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n1
  br i1 %more, label %loop, label %exit

exit:
  %r = shl nuw i32 %q, 1
  ret i32 %r
}
