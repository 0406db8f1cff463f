; EXPECT: not-refines
; The wrong variant of fadd-undef-negzero-to-undef: the sum is some
; float, never poison, so the target's poison is less defined. Decided
; because the source's result is exactly undef (rule [fp-undef-onto]), no
; member chosen. alive-tv 22: "Target is more poisonous than source".

define float @src() {
  %r = fadd float undef, -0.0
  ret float %r
}

define float @tgt() {
  ret float poison
}
