; An indirect call through a pointer to a global variable, not a function.
@data = global i32 0, align 4
define i32 @main() {
entry:
  %r = call i32 @data()
  ret i32 %r
}
