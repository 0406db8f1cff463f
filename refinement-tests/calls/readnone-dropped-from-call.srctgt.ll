; EXPECT: refines
; The target drops a call site's `readnone` on a pointer argument: the
; callee may now read what it points to, which is less constrained, so
; correct (alive-tv: correct; Alive2's calls/indirect-call-nowrite-removal
; is the same through a function pointer). Among the inputs %p is a freed
; block: whether @g reads a dangling argument is decided from the callee
; and the argument values alone, not from the memory the attributes let it
; read, so both sides decide it alike (semantics/other.md, [call-env]; the
; source's read would be UB through `readnone` too).

declare void @g(ptr)

define void @src(ptr %p) {
  call void @g(ptr readnone %p)
  ret void
}

define void @tgt(ptr %p) {
  call void @g(ptr %p)
  ret void
}
