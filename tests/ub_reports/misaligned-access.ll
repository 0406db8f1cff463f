; An i32 load marked align 4 at an odd address.
define i32 @main() {
entry:
  %a = alloca [8 x i8], align 4
  %p = getelementptr i8, ptr %a, i64 1
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
