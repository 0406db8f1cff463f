; EXPECT: refines
; With `align 4` on the result as well, the hoisted `align 4` load is
; safe: a result breaking the promise is poison, and `dereferenceable`
; makes a poison result UB already at the call (LangRef "Parameter
; Attributes": `dereferenceable` implies `noundef`).

define i32 @src(i1 %c) {
entry:
  %p = call align 4 dereferenceable(4) ptr @f()
  br i1 %c, label %a, label %exit
a:
  %v1 = load i32, ptr %p, align 4
  br label %exit
exit:
  %v = phi i32 [ %v1, %a ], [ 0, %entry ]
  ret i32 %v
}

define i32 @tgt(i1 %c) {
  %p = call align 4 dereferenceable(4) ptr @f()
  %v1 = load i32, ptr %p, align 4
  %v = select i1 %c, i32 %v1, i32 0
  ret i32 %v
}

declare ptr @f()
