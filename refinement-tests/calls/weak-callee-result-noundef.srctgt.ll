; EXPECT: not-refines
; The target adds `noundef` to the result of a call of @callee, whose body
; returns 0. But @callee is `weak`: another module's definition may replace
; it at link time (LangRef "Linkage Types"), so the call is a call of an
; unknown function with @callee's attributes, which may return poison; the
; target's `noundef` then makes that UB. (alive-tv: "Source is more defined
; than target".)

define weak i32 @callee(i32 %x) {
  ret i32 0
}

define i32 @src(i32 %x) {
  %r = call i32 @callee(i32 %x)
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = call noundef i32 @callee(i32 %x)
  ret i32 %r
}
