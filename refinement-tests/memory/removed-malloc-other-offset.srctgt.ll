; EXPECT: not-refines
; The call sees the block at another offset: a different pointer, however
; the blocks are named.

define void @src() {
  %m = call nonnull ptr @malloc(i64 4)
  %n = call nonnull ptr @malloc(i64 4)
  call void @unknown(ptr %n)
  ret void
}

define void @tgt() {
  %n = call nonnull ptr @malloc(i64 4)
  %q = getelementptr i8, ptr %n, i64 1
  call void @unknown(ptr %q)
  ret void
}

declare ptr @malloc(i64)
declare void @unknown(ptr)
