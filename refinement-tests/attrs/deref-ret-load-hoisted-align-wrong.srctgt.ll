; EXPECT: not-refines
; `dereferenceable(4)` on a result promises 4 bytes, not an alignment
; (LangRef "Parameter Attributes"): the callee may return a pointer that is
; not 4-byte aligned. The source loads `align 4` only when %c is set; the
; hoisted load is UB for such a pointer when %c is clear.

define i32 @src(i1 %c) {
entry:
  %p = call dereferenceable(4) ptr @f()
  br i1 %c, label %a, label %exit
a:
  %v1 = load i32, ptr %p, align 4
  br label %exit
exit:
  %val = phi i32 [ %v1, %a ], [ 0, %entry ]
  ret i32 %val
}

define i32 @tgt(i1 %c) {
  %p = call dereferenceable(4) ptr @f()
  %v1 = load i32, ptr %p, align 4
  %val = select i1 %c, i32 %v1, i32 0
  ret i32 %val
}

declare ptr @f()
