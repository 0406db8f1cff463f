; EXPECT: refines
; Rounding to nearest, x - 0.0 is x for every x, -0.0 included (a static
; mode other than the dynamic one is UB, so the other modes allow
; anything). alive-tv 22: correct.

define float @src(float noundef %a) {
  %r = call float @llvm.experimental.constrained.fsub.f32(float %a, float 0.0, metadata !"round.tonearest", metadata !"fpexcept.ignore")
  ret float %r
}

define float @tgt(float noundef %a) {
  ret float %a
}

declare float @llvm.experimental.constrained.fsub.f32(float, float, metadata, metadata)
