; EXPECT: refines
; A load through a `noalias` argument reused across a store through
; another pointer argument: the store cannot modify *%p while the
; function also reads it through %p (LangRef "Parameter Attributes",
; `noalias`), so no input makes %q point into %p's buffer (inputs that
; alias two pointer arguments leave `noalias` ones out). alive-tv 22:
; "Unsupported attribute: noalias".

define i32 @src(ptr noalias %p, ptr %q) {
  %a = load i32, ptr %p
  store i32 1, ptr %q
  %b = load i32, ptr %p
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @tgt(ptr noalias %p, ptr %q) {
  %a = load i32, ptr %p
  store i32 1, ptr %q
  %s = shl i32 %a, 1
  ret i32 %s
}
