; EXPECT: not-refines
; The caller's arguments are read in order: swapping the operands of the
; difference of the first two is wrong when they differ.

define i64 @src(ptr %ap) {
  %a = va_arg ptr %ap, i64
  %b = va_arg ptr %ap, i64
  %d = sub i64 %a, %b
  ret i64 %d
}

define i64 @tgt(ptr %ap) {
  %a = va_arg ptr %ap, i64
  %b = va_arg ptr %ap, i64
  %d = sub i64 %b, %a
  ret i64 %d
}
