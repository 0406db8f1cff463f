; EXPECT: not-refines
; `memset_pattern16` writes only `len` bytes: a store just past them is not
; dead, and removing it changes the memory the caller sees.
target triple = "x86_64-apple-macosx10.7"

declare void @memset_pattern16(ptr writeonly captures(none), ptr readonly captures(none), i64) nounwind willreturn memory(argmem: readwrite)

define void @src(ptr noalias %a, ptr noalias %pattern) {
  %a17 = getelementptr i8, ptr %a, i32 17
  store i8 0, ptr %a17
  call void @memset_pattern16(ptr %a, ptr %pattern, i64 17)
  ret void
}

define void @tgt(ptr noalias %a, ptr noalias %pattern) {
  call void @memset_pattern16(ptr %a, ptr %pattern, i64 17)
  ret void
}
