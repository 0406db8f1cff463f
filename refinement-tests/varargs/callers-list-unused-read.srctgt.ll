; EXPECT: refines
; Dropping a read whose value is unused is correct: with fewer arguments
; than reads the source's second read is UB (vararg-out-of-range), and the
; caller may not look at its va_list once the callee has used it (C17
; 7.16p3: its value is then indeterminate), so where the list ends up is
; not compared.

define double @src(ptr %ap) {
  %a = va_arg ptr %ap, double
  %b = va_arg ptr %ap, i32
  ret double %a
}

define double @tgt(ptr %ap) {
  %a = va_arg ptr %ap, double
  ret double %a
}
