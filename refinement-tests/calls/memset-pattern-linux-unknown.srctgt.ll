; EXPECT: not-refines
; On Linux `memset_pattern16` is no C library function (glibc has none,
; and LLVM knows it on Apple targets only): it is a function of the
; environment, which need not write the byte the removed store wrote.
target triple = "x86_64-unknown-linux-gnu"

declare void @memset_pattern16(ptr writeonly captures(none), ptr readonly captures(none), i64) nounwind willreturn memory(argmem: readwrite)

define void @src(ptr noalias %a, ptr noalias %pattern) {
  %a1 = getelementptr i8, ptr %a, i32 1
  store i8 0, ptr %a1
  call void @memset_pattern16(ptr %a, ptr %pattern, i64 17)
  ret void
}

define void @tgt(ptr noalias %a, ptr noalias %pattern) {
  call void @memset_pattern16(ptr %a, ptr %pattern, i64 17)
  ret void
}
