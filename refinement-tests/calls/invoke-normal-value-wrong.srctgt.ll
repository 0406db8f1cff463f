; EXPECT: not-refines
; The value on the invoke's normal path is the callee's result: replacing
; it by a constant is wrong.

define i32 @callee(i32 %x) {
  %r = mul i32 %x, 3
  ret i32 %r
}
declare i32 @__gxx_personality_v0(...)

define i32 @src(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @callee(i32 %x) to label %ok unwind label %lp
ok:
  ret i32 %r
lp:
  %e = landingpad { ptr, i32 } cleanup
  ret i32 0
}

define i32 @tgt(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @callee(i32 %x) to label %ok unwind label %lp
ok:
  ret i32 0
lp:
  %e = landingpad { ptr, i32 } cleanup
  ret i32 0
}
