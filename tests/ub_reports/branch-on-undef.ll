; A switch on undef.
define i32 @main() {
entry:
  switch i32 undef, label %other [
    i32 0, label %zero
  ]
zero:
  ret i32 0
other:
  ret i32 1
}
