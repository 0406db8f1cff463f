; EXPECT: refines
; The declaration promises an `align 4` result: a result that breaks the
; promise is poison (LangRef "Parameter Attributes", `align`), so a load
; marked `align 4` through it adds no UB, whatever the callee returns.

define i8 @src() {
  %p = call ptr @g()
  %v = load i8, ptr %p
  ret i8 %v
}

define i8 @tgt() {
  %p = call ptr @g()
  %v = load i8, ptr %p, align 4
  ret i8 %v
}

declare align 4 ptr @g()
