; EXPECT: refines
; EarlyCSE reuses a load through a `noalias` argument across an unknown
; call that is given only the loaded pointer (held-out sample 12, E1:
; EarlyCSE/materialize-align-assumptions.ll). While @src runs, *%p is
; accessed through %p, so an @foo that changed it through a pointer not
; based on %p would make the source UB (LangRef "Parameter Attributes",
; `noalias`); no pointer based on %p escapes to @foo, so the environment
; does not touch %p's block (semantics/other.md [call-env-noalias]).
; Main before session 26: not-refines, the environment's @foo writing
; *%p. alive-tv 22: "Unsupported attribute: noalias".

declare void @foo(ptr)

define ptr @src(ptr noalias %p) {
  %l.1 = load ptr, ptr %p, align 8
  call void @foo(ptr %l.1)
  %l.2 = load ptr, ptr %p, align 8
  ret ptr %l.2
}

define ptr @tgt(ptr noalias %p) {
  %l.1 = load ptr, ptr %p, align 8
  call void @foo(ptr %l.1)
  ret ptr %l.1
}
