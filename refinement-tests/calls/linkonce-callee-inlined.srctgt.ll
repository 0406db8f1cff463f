; EXPECT: not-refines
; The target inlines the body of a `linkonce` callee, which LangRef
; "Linkage Types" forbids: `linkonce` "does not actually allow the
; optimizer to inline the body of this function into callers because it
; doesn't know if this definition of the function is the definitive
; definition". The source's call is a call of an unknown function, which
; may return another value. (alive-tv: "Source and target don't have the
; same return domain".)

define linkonce i32 @callee(i32 %x) {
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
