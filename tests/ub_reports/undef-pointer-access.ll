; A store through an undef pointer.
define void @main() {
entry:
  store i8 0, ptr undef, align 1
  ret void
}
