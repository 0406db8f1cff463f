; free of the same heap block twice.
declare ptr @malloc(i64)
declare void @free(ptr)
define void @main() {
entry:
  %p = call ptr @malloc(i64 8)
  call void @free(ptr %p)
  call void @free(ptr %p)
  ret void
}
