; EXPECT: refines
; With `noalias` on %p the forwarding is right (LangRef `noalias`: no
; other pointer accesses what %p accesses during the call).

define i32 @src(ptr noalias %p, ptr %q) {
  store i32 1, ptr %p
  store i32 2, ptr %q
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @tgt(ptr noalias %p, ptr %q) {
  store i32 1, ptr %p
  store i32 2, ptr %q
  ret i32 1
}
