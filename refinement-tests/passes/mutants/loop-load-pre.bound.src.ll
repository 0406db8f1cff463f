; EXPECT: not-refines
; FROM: gvn/loop-load-pre
; Mutant of gvn/loop-load-pre: the loop bound off by one: the loop runs while `i + 1 u<= n`.
; The mutant adds *p once more than the source.

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
