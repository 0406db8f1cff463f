; EXPECT: refines
; Recursion that never ends on either side (from SCCP/ipsccp-basic.ll
; `@test2a`, after ipsccp): the source calls itself with 0 or 1 whatever
; its argument, so no call ever returns, and the target, which always
; calls itself with 0, never returns either. Non-termination is a
; behaviour of its own (LangRef "Function Attributes", `mustprogress`:
; without it a function may run forever; LangRef bounds no call depth),
; and both sides have only it. Decided by the divergence probe: the
; running frame's state recurs one call deeper with the same memory
; (semantics/divergence.md, [div-recursion]).

define i32 @src(i32 %a) {
entry:
  %c = icmp eq i32 %a, 0
  br i1 %c, label %t, label %f

t:
  %b = call i32 @src(i32 0)
  ret i32 0

f:
  %r = call i32 @src(i32 1)
  ret i32 %r
}

define i32 @tgt(i32 %a) {
entry:
  br label %t

t:
  %b = call i32 @tgt(i32 0)
  ret i32 poison
}
