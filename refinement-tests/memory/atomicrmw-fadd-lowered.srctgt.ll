; EXPECT: refines
; LowerAtomic's rewrite of `atomicrmw fadd`: LangRef "'atomicrmw'
; Instruction": "fadd: *ptr = *ptr + val (using floating point
; arithmetic)", the old value returned; one thread, so a load, an `fadd`
; and a store (held-out sample 13, LowerAtomic/atomic-load.ll).

define float @src(ptr %p, float %v) {
  %old = atomicrmw fadd ptr %p, float %v seq_cst, align 4
  ret float %old
}

define float @tgt(ptr %p, float %v) {
  %old = load float, ptr %p, align 4
  %new = fadd float %old, %v
  store float %new, ptr %p, align 4
  ret float %old
}
