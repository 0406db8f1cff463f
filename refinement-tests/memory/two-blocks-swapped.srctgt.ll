; EXPECT: not-refines
; Naming by first mention still tells two blocks apart: the target hands
; the call the first block twice where the source hands it both. (No
; `nonnull` on the calls: a failed `malloc` would make the result poison,
; which the source could hand on instead, C17 7.22.3.)

define void @src() {
  %m = call ptr @malloc(i64 4)
  %n = call ptr @malloc(i64 4)
  call void @two(ptr %m, ptr %n)
  ret void
}

define void @tgt() {
  %m = call ptr @malloc(i64 4)
  %n = call ptr @malloc(i64 4)
  call void @two(ptr %m, ptr %m)
  ret void
}

declare ptr @malloc(i64)
declare void @two(ptr, ptr)
