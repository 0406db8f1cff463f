; EXPECT: not-refines
; Adding `noreturn` to a call site the source did not mark: where the
; callee returns, the target has UB the source does not have.

declare void @log_value(i32)

define i32 @src(i32 %c) {
  call void @log_value(i32 %c)
  ret i32 0
}

define i32 @tgt(i32 %c) {
  call void @log_value(i32 %c) noreturn
  ret i32 0
}
