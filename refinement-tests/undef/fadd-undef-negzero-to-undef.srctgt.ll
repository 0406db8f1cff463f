; EXPECT: refines
; `x + (-0.0)` is `x` for every float `x` in round to nearest (IEEE 754
; 6.3: `+0 + -0 = +0`), and a NaN `x` may come back unchanged (LangRef
; "Behavior of Floating-Point NaN values"), so over every member of an
; undef operand the sum takes every bit pattern: it is undef again (rule
; [fp-undef-onto]). alive-tv 22: correct.

define float @src() {
  %r = fadd float undef, -0.0
  ret float %r
}

define float @tgt() {
  ret float undef
}
