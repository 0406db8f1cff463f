; EXPECT: refines
; dpps with immediate 0x31 writes only lane 0: lanes 1-3 are +0.0 whatever
; the operands hold.

declare <4 x float> @llvm.x86.sse41.dpps(<4 x float>, <4 x float>, i8)

define float @src(<4 x float> %a, <4 x float> %b) {
  %r = call <4 x float> @llvm.x86.sse41.dpps(<4 x float> %a, <4 x float> %b, i8 49)
  %e = extractelement <4 x float> %r, i32 2
  ret float %e
}

define float @tgt(<4 x float> %a, <4 x float> %b) {
  ret float 0.0
}
