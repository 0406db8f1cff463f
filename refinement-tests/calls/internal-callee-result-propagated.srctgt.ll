; EXPECT: refines
; As weak-callee-result-propagated, but @callee is `internal`: its body is
; the one every call runs, and it returns 7 (IPSCCP's return-value
; propagation). (alive-tv reads every call as a call of an unknown function
; and says "Value mismatch".)

define internal i32 @callee(i32 %x) {
  ret i32 7
}

define i32 @src(i32 %x) {
  %r = call i32 @callee(i32 %x)
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = call i32 @callee(i32 %x)
  ret i32 7
}
