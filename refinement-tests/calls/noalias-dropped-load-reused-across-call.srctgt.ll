; EXPECT: not-refines
; The load reuse of noalias-arg-load-reused-across-call without
; `noalias`: @foo may change *%p through a pointer of its own (a global
; holding %p), so the reload is needed. alive-tv 22 cannot decide it
; ("smt tactic failed to show goal to be sat/unsat").

declare void @foo(ptr)

define ptr @src(ptr %p) {
  %l.1 = load ptr, ptr %p, align 8
  call void @foo(ptr %l.1)
  %l.2 = load ptr, ptr %p, align 8
  ret ptr %l.2
}

define ptr @tgt(ptr %p) {
  %l.1 = load ptr, ptr %p, align 8
  call void @foo(ptr %l.1)
  ret ptr %l.1
}
