; EXPECT: not-refines
; x - 0.0 is not x when rounding downward: +0.0 - 0.0 = -0.0 (IEEE 754
; 6.3). The check tries every input under every rounding mode a module
; can see. alive-tv 22: "Value mismatch" (Alive2's fp/fadd-fail).

define float @src(float noundef %a) {
  %r = call float @llvm.experimental.constrained.fsub.f32(float %a, float 0.0, metadata !"round.downward", metadata !"fpexcept.ignore")
  ret float %r
}

define float @tgt(float noundef %a) {
  ret float %a
}

declare float @llvm.experimental.constrained.fsub.f32(float, float, metadata, metadata)
