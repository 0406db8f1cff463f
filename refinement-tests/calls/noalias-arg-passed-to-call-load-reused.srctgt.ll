; EXPECT: not-refines
; The `noalias` argument itself is given to the unknown call: @foo may
; write *%p through a pointer based on %p (LangRef "Parameter
; Attributes", `noalias`, allows accesses through pointers based on the
; argument), so reusing the load across the call is wrong.

declare void @foo(ptr)

define ptr @src(ptr noalias %p) {
  %l.1 = load ptr, ptr %p, align 8
  call void @foo(ptr %p)
  %l.2 = load ptr, ptr %p, align 8
  ret ptr %l.2
}

define ptr @tgt(ptr noalias %p) {
  %l.1 = load ptr, ptr %p, align 8
  call void @foo(ptr %p)
  ret ptr %l.1
}
