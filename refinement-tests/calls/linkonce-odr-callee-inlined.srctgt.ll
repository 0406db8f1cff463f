; EXPECT: refines
; The target inlines the body of a `linkonce_odr` callee. LangRef "Linkage
; Types": all definitions of an `odr` name "are equivalent"; "when an `odr`
; function is called, one of the definitions is non-deterministically
; chosen to run", and this one is among them, so the inlined body is one of
; the source's behaviours. (alive-tv reads every call as a call of an
; unknown function and says "Source and target don't have the same return
; domain".)

define linkonce_odr i32 @callee(i32 %x) {
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
