; EXPECT: not-refines
; The same store to an external global that is not `constant` is defined,
; so the target may not end in `unreachable`.
@x = external global i8, align 4

define i8 @src() {
  store i8 1, ptr @x
  ret i8 0
}

define i8 @tgt() {
  store i8 1, ptr @x
  unreachable
}
