; EXPECT: not-refines
; The wrong variant of fneg-partly-undef-sign: every member of the
; negation has its sign bit set, so +1.0 is none of them. alive-tv 22:
; "Value mismatch".

define float @src() {
  %i = and i32 undef, 2147483647
  %f = bitcast i32 %i to float
  %n = fneg float %f
  ret float %n
}

define float @tgt() {
  ret float 1.0
}
