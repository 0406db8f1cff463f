; EXPECT: not-refines
; (a + b) - a folded to a instead of b: not equal over the reals, and no
; constant was folded, so `reassoc` licenses nothing and the IEEE results
; differ (a = 0, b = 1: the source gives 1.0, the target 0.0). Decision
; 0035.

define float @src(float %a, float %b) {
  %x = fadd reassoc nsz float %a, %b
  %y = fsub reassoc nsz float %x, %a
  ret float %y
}

define float @tgt(float %a, float %b) {
  ret float %a
}
