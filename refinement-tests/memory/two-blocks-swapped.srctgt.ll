; EXPECT: not-refines
; Naming by first mention still tells two blocks apart: the target hands
; the call the first block twice where the source hands it both.

define void @src() {
  %m = call nonnull ptr @malloc(i64 4)
  %n = call nonnull ptr @malloc(i64 4)
  call void @two(ptr %m, ptr %n)
  ret void
}

define void @tgt() {
  %m = call nonnull ptr @malloc(i64 4)
  %n = call nonnull ptr @malloc(i64 4)
  call void @two(ptr %m, ptr %m)
  ret void
}

declare ptr @malloc(i64)
declare void @two(ptr, ptr)
