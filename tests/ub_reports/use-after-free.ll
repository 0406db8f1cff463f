; A load from a heap block after free.
declare ptr @malloc(i64)
declare void @free(ptr)
define i32 @main() {
entry:
  %p = call ptr @malloc(i64 4)
  store i32 5, ptr %p, align 4
  call void @free(ptr %p)
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
