; EXPECT: refines
; LICM hoists a pure call out of a loop whose body runs at least once (the
; call is in the header, which every entry to the loop executes): the call
; runs in the source exactly when it runs in the target, with the same
; argument, so it gives the same result (or the same UB).

declare i32 @f(i32) memory(none) willreturn nounwind

define i32 @src(i32 %x, i32 %n) {
entry:
  %m = and i32 %n, 7
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %v = call i32 @f(i32 %x)
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %m
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s1
}

define i32 @tgt(i32 %x, i32 %n) {
entry:
  %m = and i32 %n, 7
  %v = call i32 @f(i32 %x)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %m
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s1
}
