; EXPECT: refines
; SimplifyCFG turns an invoke of a `nounwind` callee into a call and drops
; the landing pad (semantics/terminator.md, "`invoke`").

declare i32 @ext(i32) nounwind
declare i32 @__gxx_personality_v0(...)

define i32 @src(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @ext(i32 %x) to label %ok unwind label %lp
ok:
  %s = add i32 %r, 1
  ret i32 %s
lp:
  %e = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %e
}

define i32 @tgt(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  %r = call i32 @ext(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}
