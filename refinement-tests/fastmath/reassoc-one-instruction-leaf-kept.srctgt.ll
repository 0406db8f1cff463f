; EXPECT: refines
; The flag-free product a * b is a leaf the target computes alike; the
; `reassoc` additions around it are reordered: equal over the reals as a
; function of the leaves (a * b), c, d. Decision 0035.

define float @src(float %a, float %b, float %c, float %d) {
  %x = fmul float %a, %b
  %y = fadd reassoc float %x, %c
  %z = fadd reassoc float %y, %d
  ret float %z
}

define float @tgt(float %a, float %b, float %c, float %d) {
  %x = fmul float %a, %b
  %y = fadd reassoc float %x, %d
  %z = fadd reassoc float %y, %c
  ret float %z
}
