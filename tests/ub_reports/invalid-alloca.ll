; alloca with a poison element count.
define void @main() {
entry:
  %n = add nsw i32 2147483647, 1
  %p = alloca i64, i32 %n, align 8
  ret void
}
