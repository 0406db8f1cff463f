@x = constant i32 1
@y = constant i32 0

define i32 @f() {
  %a = load i32, ptr @x
  %b = load i32, ptr @y
  %s = add i32 %a, %b
  ret i32 %s
}
