; EXPECT: not-refines
; As atomicrmw-fadd-lowered, but the stored value is `*ptr - val`: memory
; differs after the call (LangRef "'atomicrmw' Instruction", fadd).

define float @src(ptr %p, float %v) {
  %old = atomicrmw fadd ptr %p, float %v seq_cst, align 4
  ret float %old
}

define float @tgt(ptr %p, float %v) {
  %old = load float, ptr %p, align 4
  %new = fsub float %old, %v
  store float %new, ptr %p, align 4
  ret float %old
}
