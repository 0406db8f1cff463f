; EXPECT: not-refines
; Return-value propagation (IPSCCP) from a `weak` callee: its body returns
; 7, but another module's definition may replace it (LangRef "Linkage
; Types": the body "may be overridden with a more definitive definition
; later"), so the call's result is unknown and the target's constant 7 is
; not what the source returns. LLVM's own tests pin this since PR2411
; (IPConstantProp, now IPSCCP, must not propagate a weak function's
; result). (alive-tv: "Value mismatch".)

define weak i32 @callee(i32 %x) {
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
