; EXPECT: refines
; ((a - b) - c) - a -> -(c + b) with `reassoc nsz` on every operation
; (PhaseOrdering/fast-basictest.ll @test19_reassoc_nsz): equal over the
; reals; the sign of a zero result is free under `nsz`, and a = inf (the
; source's NaN) is one of the results reassociation may change. Decision
; 0035.

define float @src(float %a, float %b, float %c) {
  %t3 = fsub reassoc nsz float %a, %b
  %t5 = fsub reassoc nsz float %t3, %c
  %t7 = fsub reassoc nsz float %t5, %a
  ret float %t7
}

define float @tgt(float %a, float %b, float %c) {
  %1 = fadd reassoc nsz float %c, %b
  %t7 = fneg reassoc nsz float %1
  ret float %t7
}
