; EXPECT: refines
; Removing a dead pure call (DCE: a `memory(none) willreturn nounwind` call
; whose result is unused has no side effect). If @f has UB for %x, the
; source has UB and anything refines it.

declare i32 @f(i32) memory(none) willreturn nounwind

define i32 @src(i32 %x) {
  %unused = call i32 @f(i32 %x)
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}
