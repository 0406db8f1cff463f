; EXPECT: not-refines
; The same fold with `reassoc` alone, which LLVM does not make ("Verify the
; fold is not done with only 'reassoc' ('nsz' is required)",
; PhaseOrdering/fast-basictest.ll @test19_reassoc): equal over the reals,
; but for a = b = c = 0.0 the source gives +0.0 and the target -0.0, a
; sign of zero only `nsz` makes insignificant. Decision 0035.

define float @src(float %a, float %b, float %c) {
  %t3 = fsub reassoc float %a, %b
  %t5 = fsub reassoc float %t3, %c
  %t7 = fsub reassoc float %t5, %a
  ret float %t7
}

define float @tgt(float %a, float %b, float %c) {
  %1 = fadd reassoc float %c, %b
  %t7 = fneg reassoc float %1
  ret float %t7
}
