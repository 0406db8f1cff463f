; A location read by !invariant.load loads changes between them.
@g = global i32 1, align 4
define i32 @main() {
entry:
  %a = load i32, ptr @g, align 4, !invariant.load !0
  store i32 2, ptr @g, align 4
  %b = load i32, ptr @g, align 4, !invariant.load !0
  %s = add i32 %a, %b
  ret i32 %s
}
!0 = !{}
