; EXPECT: refines
; A store through a `dead_on_return` argument removed: the caller cannot
; depend on what the function wrote there (LangRef "Parameter Attributes":
; as if it became poison on return).

define void @src(ptr %out, ptr dead_on_return %tmp) {
  store i64 1, ptr %out
  store i64 2, ptr %tmp
  ret void
}

define void @tgt(ptr %out, ptr dead_on_return %tmp) {
  store i64 1, ptr %out
  ret void
}
