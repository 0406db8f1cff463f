; EXPECT: refines
; `reassoc` (in `fast`): ((a + -30) + b) + 30 -> a + b, which Reassociate
; and InstCombine make together (PhaseOrdering/fast-basictest.ll @test2).
; Equal over the reals as a function of %a and %b, so every IEEE result of
; the target is one the source's tree allows, though rounding differs
; (a = 1e-8, b = 0: the source gives 0.0, the target 1e-8). LangRef
; "Fast-Math Flags"; decision 0035.

define float @src(float %a, float %b) {
  %x = fadd fast float %a, -3.000000e+01
  %y = fadd fast float %x, %b
  %z = fadd fast float %y, 3.000000e+01
  ret float %z
}

define float @tgt(float %a, float %b) {
  %z = fadd fast float %a, %b
  ret float %z
}
