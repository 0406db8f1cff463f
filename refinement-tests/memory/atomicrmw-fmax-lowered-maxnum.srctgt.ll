; EXPECT: refines
; LowerAtomic's rewrite of `atomicrmw fmax`: LangRef "'atomicrmw'
; Instruction": "fmax: *ptr = maxnum(*ptr, val) (match the llvm.maxnum.*
; intrinsic)" (held-out sample 13, LowerAtomic/atomic-load.ll).

define float @src(ptr %p, float %v) {
  %old = atomicrmw fmax ptr %p, float %v seq_cst, align 4
  ret float %old
}

define float @tgt(ptr %p, float %v) {
  %old = load float, ptr %p, align 4
  %new = call float @llvm.maxnum.f32(float %old, float %v)
  store float %new, ptr %p, align 4
  ret float %old
}
