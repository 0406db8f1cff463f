; Mutant of gvn/loop-load-pre.tgt.ll (opt-22 -S -passes='gvn' loop-load-pre.src.ll),
; edited by hand: the loop bound off by one: the loop runs while `i + 1 u<= n`.
source_filename = "loop-load-pre.src.ll"

define i32 @f(ptr noundef %p, ptr noundef %out, i8 noundef %n) {
entry:
  %nn = and i8 %n, 7
  %first = load i32, ptr %p, align 4
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i8 [ 0, %entry ], [ %i2, %loop ]
  %acc = phi i32 [ %first, %entry ], [ %acc2, %loop ]
  %acc2 = add i32 %acc, %first
  %i2 = add i8 %i, 1
  %more = icmp ule i8 %i2, %nn
  br i1 %more, label %loop, label %exit

exit:                                             ; preds = %loop
  store i32 %acc2, ptr %out, align 4
  ret i32 %acc2
}
