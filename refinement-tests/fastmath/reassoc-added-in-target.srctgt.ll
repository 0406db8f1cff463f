; EXPECT: not-refines
; No flag in the source: nothing is licensed, whatever the target's flags
; say; the regrouped product rounds differently for most inputs with full
; mantissas.

define float @src(float %a, float %b, float %c) {
  %x = fmul float %a, %b
  %y = fmul float %x, %c
  ret float %y
}

define float @tgt(float %a, float %b, float %c) {
  %x = fmul reassoc float %b, %c
  %y = fmul reassoc float %a, %x
  ret float %y
}
