; EXPECT: refines
; Hoisting a pure call out of a loop whose body may not run at all (the loop
; runs n & 7 times, maybe zero) into the preheader, where it runs always. @f
; is also `speculatable`: it has no UB, so executing it where the source did
; not is harmless (LICM's isSafeToSpeculativelyExecute).

declare i32 @f(i32) memory(none) willreturn nounwind speculatable

define i32 @src(i32 %x, i32 %n) {
entry:
  %m = and i32 %n, 7
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %s = phi i32 [ 0, %entry ], [ %s1, %body ]
  %c = icmp ult i32 %i, %m
  br i1 %c, label %body, label %exit
body:
  %v = call i32 @f(i32 %x)
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  br label %head
exit:
  ret i32 %s
}

define i32 @tgt(i32 %x, i32 %n) {
entry:
  %m = and i32 %n, 7
  %v = call i32 @f(i32 %x)
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %s = phi i32 [ 0, %entry ], [ %s1, %body ]
  %c = icmp ult i32 %i, %m
  br i1 %c, label %body, label %exit
body:
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  br label %head
exit:
  ret i32 %s
}
