; EXPECT: not-refines
; `reassoc` on the outer product only: the inner a * b has no flag, so it
; is a leaf of the tree, rounded as written; regrouping across it,
; a * (b * c), is not licensed, and the two round differently for most
; inputs with full mantissas. Decision 0035.

define float @src(float %a, float %b, float %c) {
  %x = fmul float %a, %b
  %y = fmul reassoc float %x, %c
  ret float %y
}

define float @tgt(float %a, float %b, float %c) {
  %x = fmul reassoc float %b, %c
  %y = fmul reassoc float %a, %x
  ret float %y
}
