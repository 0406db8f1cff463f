; EXPECT: not-refines
; The target inlines the body of a `weak` callee. The definition another
; module links in may differ (LangRef "Linkage Types": `linkonce` "does not
; actually allow the optimizer to inline the body", and `weak` merges in
; the same way), so the source's call is a call of an unknown function,
; which may return another value, and the target's inlined body is not a
; refinement of it. (alive-tv: "Source and target don't have the same
; return domain".)

define weak i32 @callee(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define i32 @src(i32 %x) {
  %r = call i32 @callee(i32 %x)
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}
