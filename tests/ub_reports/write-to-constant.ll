; A store to a constant global.
@limit = constant i32 10, align 4
define void @main() {
entry:
  store i32 11, ptr @limit, align 4
  ret void
}
