; EXPECT: refines
; `dereferenceable(4)` on a result makes a 4-byte load through it safe
; wherever it is, as long as the load claims no alignment the callee did
; not promise (LangRef "Parameter Attributes"): hoisting it with `align 1`
; adds no UB.

define i32 @src(i1 %c) {
entry:
  %p = call dereferenceable(4) ptr @f()
  br i1 %c, label %a, label %exit
a:
  %v1 = load i32, ptr %p, align 1
  br label %exit
exit:
  %val = phi i32 [ %v1, %a ], [ 0, %entry ]
  ret i32 %val
}

define i32 @tgt(i1 %c) {
  %p = call dereferenceable(4) ptr @f()
  %v1 = load i32, ptr %p, align 1
  %val = select i1 %c, i32 %v1, i32 0
  ret i32 %val
}

declare ptr @f()
