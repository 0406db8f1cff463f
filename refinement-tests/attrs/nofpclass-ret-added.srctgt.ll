; EXPECT: not-refines
; Adding nofpclass(nan) to a return value makes a NaN result poison: the
; target is more poisonous than the source, which returns the NaN.

define float @src(float %x) {
  %r = fadd float %x, %x
  ret float %r
}

define nofpclass(nan) float @tgt(float %x) {
  %r = fadd float %x, %x
  ret float %r
}
