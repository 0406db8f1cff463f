; EXPECT: not-refines
; The incorrect variant of mustprogress-loop-is-ub: without `mustprogress`
; (C code, or a loop with `llvm.sideeffect`), looping forever is defined
; (LangRef "Function Attributes", `mustprogress`), and deleting the loop
; makes the function return where the source does not.

define i32 @src(i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %loop, label %exit

loop:
  %i = phi i32 [ %n, %entry ], [ %i, %loop ]
  br label %loop

exit:
  ret i32 0
}

define i32 @tgt(i32 %n) {
entry:
  ret i32 0
}
