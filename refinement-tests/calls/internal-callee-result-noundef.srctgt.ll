; EXPECT: refines
; As weak-callee-result-noundef, but @callee is `internal`: this module
; holds its only definition (LangRef "Linkage Types"), which returns 0, so
; the result is never poison and the `noundef` the target adds holds.
; (alive-tv reads every call as a call of an unknown function and says
; "Source is more defined than target".)

define internal i32 @callee(i32 %x) {
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
