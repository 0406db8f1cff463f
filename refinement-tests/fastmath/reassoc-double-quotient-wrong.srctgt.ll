; EXPECT: not-refines
; (a * b) / b -> b: not equal over the reals (a = 1, b = 2: the source
; gives 1.0, the target 2.0). Decision 0035.

define double @src(double %a, double %b) {
  %x = fmul fast double %a, %b
  %y = fdiv fast double %x, %b
  ret double %y
}

define double @tgt(double %a, double %b) {
  ret double %b
}
