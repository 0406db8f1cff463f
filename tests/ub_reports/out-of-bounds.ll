; A load one element past the end of a stack array.
define i32 @main() {
entry:
  %a = alloca [4 x i32], align 4
  %p = getelementptr [4 x i32], ptr %a, i64 0, i64 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
