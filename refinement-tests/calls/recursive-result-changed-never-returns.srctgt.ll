; EXPECT: refines
; The target adds 2 to what its call of itself returns where the source
; adds 1, but each calls itself with its own argument unconditionally, so
; no call ever returns: the running frame recurs one call deeper with the
; same memory (semantics/attributes.md, [diverges-recursion]), and both
; functions only diverge. Recursion that never ends is a behaviour
; (LangRef "Function Attributes", `mustprogress`; no bound on call depth),
; the same on both sides. (alive-tv, which reads a call of a defined
; function as an unknown call, says the two-file form does not verify.)

define i32 @src(i32 %x) {
  %r = call i32 @src(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}

define i32 @tgt(i32 %x) {
  %r = call i32 @tgt(i32 %x)
  %s = add i32 %r, 2
  ret i32 %s
}
