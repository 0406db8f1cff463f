; EXPECT: refines
; `undef * -1.0` is every double (the negation of every double), so it
; may become any constant, here 2.5 (the member -2.5 gives it); rule
; [fp-undef-onto]. alive-tv 22: correct.

define double @src() {
  %r = fmul double undef, -1.0
  ret double %r
}

define double @tgt() {
  ret double 2.5
}
