; EXPECT: refines
; Dropping `noreturn` from a call site: where the callee returns, the
; source's call has UB (LangRef `noreturn`: returning is "undefined
; behavior at runtime"); where it does not, neither side returns.

declare void @exit_like(i32)

define i32 @src(i32 %c) {
  call void @exit_like(i32 %c) noreturn
  ret i32 1
}

define i32 @tgt(i32 %c) {
  call void @exit_like(i32 %c)
  ret i32 2
}
