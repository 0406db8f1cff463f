; EXPECT: not-refines
; A function handed its caller's va_list (vprintf-style) reads the caller's
; variadic arguments: the read is a defined value when the caller passed one,
; so returning poison instead is wrong. The inputs give such a parameter
; lists of the types its va_args read (`--arg 'va_list(i32 7)'`).

define i32 @src(ptr %ap) {
  %a = va_arg ptr %ap, i32
  ret i32 %a
}

define i32 @tgt(ptr %ap) {
  %a = va_arg ptr %ap, i32
  ret i32 poison
}
