; EXPECT: refines
; The correct variant of callees-added-to-parameter-call: the source's call
; has `!callees !{@g, @h}` already, so the parameter holds @g or @h or the
; call is UB (LangRef "'callees' Metadata"), and the target calls @g
; directly when it is @g and @h otherwise (indirect-call promotion).

declare i1 @g(ptr)
declare i1 @h(ptr)

define i1 @src(ptr %cmp, ptr %a) {
  %r = call i1 %cmp(ptr %a), !callees !0
  ret i1 %r
}

define i1 @tgt(ptr %cmp, ptr %a) {
  %is_g = icmp eq ptr %cmp, @g
  br i1 %is_g, label %direct, label %other

direct:
  %r = call i1 @g(ptr %a)
  ret i1 %r

other:
  %s = call i1 @h(ptr %a)
  ret i1 %s
}

!0 = !{ptr @g, ptr @h}
