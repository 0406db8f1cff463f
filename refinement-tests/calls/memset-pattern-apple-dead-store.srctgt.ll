; EXPECT: refines
; On an Apple target `memset_pattern16` is Apple's C library function
; (memset_pattern(3)): it writes all 17 bytes, so the store before it is
; dead and DeadStoreElimination removes it (LLVM's
; DeadStoreElimination/libcalls-darwin.ll, with the attributes inferattrs
; adds).
target triple = "x86_64-apple-macosx10.7"

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
