; EXPECT: not-refines
; vbroadcastf128 requires no alignment (its upgrade loads with align 1):
; a target that loads with align 16 is UB for a pointer the source reads
; without UB (semantics/intrinsics-x86.md, broadcasts from memory).

declare <8 x float> @llvm.x86.avx.vbroadcastf128.ps.256(ptr)

define <8 x float> @src(ptr %p) {
  %r = call <8 x float> @llvm.x86.avx.vbroadcastf128.ps.256(ptr %p)
  ret <8 x float> %r
}

define <8 x float> @tgt(ptr %p) {
  %v = load <4 x float>, ptr %p, align 16
  %r = shufflevector <4 x float> %v, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  ret <8 x float> %r
}
