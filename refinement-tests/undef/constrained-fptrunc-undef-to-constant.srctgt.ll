; EXPECT: refines
; The constrained `fptrunc` of an undef double, rounding toward zero, is
; every float too (the conversions back are exact in every mode), so it
; may become any constant (rule [fp-undef-onto]). alive-tv 22: correct.

define float @src() {
  %r = call float @llvm.experimental.constrained.fptrunc.f32.f64(double undef, metadata !"round.towardzero", metadata !"fpexcept.ignore")
  ret float %r
}

define float @tgt() {
  ret float 0x3FB99999A0000000
}

declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata)
