@x = constant i32 0
@y = constant i32 1

define i32 @f() {
  ret i32 1
}
