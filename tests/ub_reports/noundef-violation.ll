; Poison passed to a noundef parameter.
define i32 @g(i32 noundef %x) {
entry:
  ret i32 %x
}
define i32 @main() {
entry:
  %p = shl i32 1, 40
  %r = call i32 @g(i32 %p)
  ret i32 %r
}
