; EXPECT: refines
; `readnone` on a parameter forbids accesses through that pointer only
; (LangRef "Parameter Attributes": the function "may read or write the
; memory that the pointer points to if accessed through other pointers").
; An unknown callee that is not given %a may still write its buffer through
; a pointer it got elsewhere; that is no violation (Alive2's
; non-ub-exploitation/fncall-havoc-locals, where opt infers the attribute).

declare void @fn(ptr)

define i8 @src(ptr %a) {
  %ptr = alloca i8
  call void @fn(ptr %ptr)
  %v = load i8, ptr %ptr
  ret i8 %v
}

define i8 @tgt(ptr readnone captures(none) %a) {
  %ptr = alloca i8
  call void @fn(ptr nonnull %ptr)
  %v = load i8, ptr %ptr
  ret i8 %v
}
