; EXPECT: refines
; Rounding toward negative, `x - (-0.0) = x + (+0.0)` is `x` for every
; float (`-0 + +0 = -0` in that mode, IEEE 754 6.3), so on an undef
; operand it is undef (rule [fp-undef-onto]; with `+0.0` in this mode,
; `+0 - +0 = -0` and `+0` is never reached). Under any other dynamic
; mode the call is UB. alive-tv 22: correct.

define float @src() {
  %r = call float @llvm.experimental.constrained.fsub.f32(float undef, float -0.0, metadata !"round.downward", metadata !"fpexcept.ignore")
  ret float %r
}

define float @tgt() {
  ret float undef
}

declare float @llvm.experimental.constrained.fsub.f32(float, float, metadata, metadata)
