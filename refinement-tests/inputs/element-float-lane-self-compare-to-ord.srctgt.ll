; EXPECT: refines
; element-float-lane-self-compare-folded-wrong.srctgt.ll with the correct
; fold: `fcmp oeq %x, %x` is true exactly when %x is not a NaN, which is
; `fcmp ord %x, 0.0` (LangRef "'fcmp' Instruction"), for every lane value
; the element buffers give, NaN, zeros and infinities included.
; alive-tv: Transformation seems to be correct.

define i1 @src(ptr %p) {
  %v = load <2 x float>, ptr %p, align 8
  %x = extractelement <2 x float> %v, i32 1
  %c = fcmp oeq float %x, %x
  ret i1 %c
}

define i1 @tgt(ptr %p) {
  %v = load <2 x float>, ptr %p, align 8
  %x = extractelement <2 x float> %v, i32 1
  %c = fcmp ord float %x, 0.0
  ret i1 %c
}
