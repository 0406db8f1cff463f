; EXPECT: refines
; The target inlines the body of an `available_externally` callee. LangRef
; "Linkage Types": such globals "exist to allow inlining and other
; optimizations to take place given knowledge of the definition of the
; global, which is known to be somewhere outside the module": the body is
; the definition's. (alive-tv reads every call as a call of an unknown
; function and says "Source and target don't have the same return
; domain".)

define available_externally i32 @callee(i32 %x) {
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
