; EXPECT: refines
; The same hoisting with a load that asks for no alignment (`align 1`):
; `dereferenceable(4)` makes the 4 bytes readable wherever the pointer
; lies (LangRef "Parameter Attributes"), so the speculated load adds no UB.

define i32 @src(i1 %c) {
entry:
  %p = call dereferenceable(4) ptr @f()
  br i1 %c, label %a, label %exit
a:
  %v1 = load i32, ptr %p, align 1
  br label %exit
exit:
  %v = phi i32 [ %v1, %a ], [ 0, %entry ]
  ret i32 %v
}

define i32 @tgt(i1 %c) {
  %p = call dereferenceable(4) ptr @f()
  %v1 = load i32, ptr %p, align 1
  %v = select i1 %c, i32 %v1, i32 0
  ret i32 %v
}

declare ptr @f()
