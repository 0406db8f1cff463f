; EXPECT: refines
; A call given a non-escaped local through a `readonly captures(none)`
; parameter does not write it (LangRef `readonly` parameter: the function
; "does not write through this pointer argument"; it cannot reach the
; local otherwise), so a load of it may move above the call. POSIX
; `access` has these attributes without saying so (LLVM infers them).

declare i32 @access(ptr, i32)

define i8 @src(i8 %c) {
  %name = alloca [4 x i8]
  store i8 %c, ptr %name
  %r = call i32 @access(ptr %name, i32 0)
  %v = load i8, ptr %name
  ret i8 %v
}

define i8 @tgt(i8 %c) {
  %name = alloca [4 x i8]
  store i8 %c, ptr %name
  %v = load i8, ptr %name
  %r = call i32 @access(ptr %name, i32 0)
  ret i8 %v
}
