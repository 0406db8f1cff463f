; EXPECT: refines
; (a * b) / b -> a under `fast`: equal as rational functions; b = 0 or
; inf makes the source's NaN, which `nnan` makes poison. Decision 0035.

define double @src(double %a, double %b) {
  %x = fmul fast double %a, %b
  %y = fdiv fast double %x, %b
  ret double %y
}

define double @tgt(double %a, double %b) {
  ret double %a
}
