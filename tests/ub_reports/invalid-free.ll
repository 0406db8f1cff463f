; free of a pointer into the middle of a heap block.
declare ptr @malloc(i64)
declare void @free(ptr)
define void @main() {
entry:
  %p = call ptr @malloc(i64 16)
  %q = getelementptr i8, ptr %p, i64 4
  call void @free(ptr %q)
  ret void
}
