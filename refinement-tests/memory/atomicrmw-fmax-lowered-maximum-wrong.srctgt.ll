; EXPECT: not-refines
; As atomicrmw-fmax-lowered-maxnum, but with `llvm.maximum`, which is what
; `fmaximum` stores: for a NaN operand maxnum gives the other operand and
; maximum a NaN (LangRef "'atomicrmw' Instruction", "'llvm.maxnum.*'",
; "'llvm.maximum.*'").

define float @src(ptr %p, float %v) {
  %old = atomicrmw fmax ptr %p, float %v seq_cst, align 4
  ret float %old
}

define float @tgt(ptr %p, float %v) {
  %old = load float, ptr %p, align 4
  %new = call float @llvm.maximum.f32(float %old, float %v)
  store float %new, ptr %p, align 4
  ret float %old
}
