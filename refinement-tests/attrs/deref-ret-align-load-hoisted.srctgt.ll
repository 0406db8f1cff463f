; EXPECT: not-refines
; A callee's `dereferenceable(4)` result is 4 readable bytes, but nothing
; says it is aligned (LangRef "Parameter Attributes": `dereferenceable`
; promises bytes, only `align` an alignment). Hoisting a load marked
; `align 4` out of the branch that guarded it adds UB where the callee
; returns a misaligned pointer and %c is false.

define i32 @src(i1 %c) {
entry:
  %p = call dereferenceable(4) ptr @f()
  br i1 %c, label %a, label %exit
a:
  %v1 = load i32, ptr %p, align 4
  br label %exit
exit:
  %v = phi i32 [ %v1, %a ], [ 0, %entry ]
  ret i32 %v
}

define i32 @tgt(i1 %c) {
  %p = call dereferenceable(4) ptr @f()
  %v1 = load i32, ptr %p, align 4
  %v = select i1 %c, i32 %v1, i32 0
  ret i32 %v
}

declare ptr @f()
