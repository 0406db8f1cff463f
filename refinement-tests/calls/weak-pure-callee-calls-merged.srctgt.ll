; EXPECT: refines
; As weak-callee-calls-merged, but the `weak` definition promises
; `memory(none) willreturn nounwind`: the unknown function a call of it
; stands for has those attributes (those of this definition), so equal
; calls give equal results and the two calls may be merged (EarlyCSE).
; (alive-tv: "Transformation seems to be correct!")

define weak i32 @callee(i32 %x) memory(none) willreturn nounwind {
  ret i32 %x
}

define i32 @src(i32 %x) {
  %a = call i32 @callee(i32 %x)
  %b = call i32 @callee(i32 %x)
  %r = add i32 %a, %b
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %a = call i32 @callee(i32 %x)
  %r = add i32 %a, %a
  ret i32 %r
}
