; EXPECT: not-refines
; The wrong variant of fptrunc-undef-to-undef: lane 0 is every half, but
; lane 1 is exactly 1.0, so undef there is less defined. alive-tv 22:
; "Target's return value is more undefined".

define <2 x half> @src() {
  %r = fptrunc <2 x float> <float undef, float 1.0> to <2 x half>
  ret <2 x half> %r
}

define <2 x half> @tgt() {
  ret <2 x half> undef
}
