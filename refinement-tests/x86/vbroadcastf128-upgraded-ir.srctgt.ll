; EXPECT: refines
; LLVM 22's upgrade of vbroadcastf128 (llvm-as-22 | llvm-dis-22): a load
; of 128 bits with align 1, then a shuffle repeating it
; (semantics/intrinsics-x86.md, broadcasts from memory).

declare <8 x float> @llvm.x86.avx.vbroadcastf128.ps.256(ptr)

define <8 x float> @src(ptr %p) {
  %r = call <8 x float> @llvm.x86.avx.vbroadcastf128.ps.256(ptr %p)
  ret <8 x float> %r
}

define <8 x float> @tgt(ptr %p) {
  %v = load <4 x float>, ptr %p, align 1
  %r = shufflevector <4 x float> %v, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  ret <8 x float> %r
}
