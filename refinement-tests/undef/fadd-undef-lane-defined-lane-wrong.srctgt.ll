; EXPECT: not-refines
; Lane by lane: lane 0 is `undef + -0.0`, every float (rule
; [fp-undef-onto]); lane 1 is `1.0 + -0.0`, exactly 1.0. Returning undef
; in lane 1 makes it less defined. alive-tv 22: "Target's return value is
; more undefined".

define <2 x float> @src() {
  %r = fadd <2 x float> <float undef, float 1.0>, <float -0.0, float -0.0>
  ret <2 x float> %r
}

define <2 x float> @tgt() {
  ret <2 x float> undef
}
