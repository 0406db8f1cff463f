; A pointer that is not dereferenceable for 8 bytes passed to a
; dereferenceable(8) parameter.
define i8 @g(ptr dereferenceable(8) %p) {
entry:
  %v = load i8, ptr %p, align 1
  ret i8 %v
}
define i8 @main() {
entry:
  %a = alloca [4 x i8], align 1
  store i8 1, ptr %a, align 1
  %r = call i8 @g(ptr %a)
  ret i8 %r
}
