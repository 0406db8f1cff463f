; EXPECT: refines
; `fptrunc` of an undef double is every float: each float is exactly a
; double that converts back to it, and each NaN comes back from its
; extension by unchanged NaN propagation (LangRef "Behavior of
; Floating-Point NaN values"), so the result is undef (rule
; [fp-undef-onto]; InstSimplify folds it so). alive-tv 22: timeout.

define float @src() {
  %r = fptrunc double undef to float
  ret float %r
}

define float @tgt() {
  ret float undef
}
