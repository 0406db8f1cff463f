; EXPECT: not-refines
; Adding `willreturn` to a call of a function that may not return: where
; it does not return, the target has UB (LangRef `willreturn`).

declare void @maybe_loop(i32)

define void @src(i32 %c) {
  call void @maybe_loop(i32 %c)
  ret void
}

define void @tgt(i32 %c) {
  call void @maybe_loop(i32 %c) willreturn
  ret void
}
