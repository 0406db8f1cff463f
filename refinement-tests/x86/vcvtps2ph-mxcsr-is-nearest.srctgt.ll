; EXPECT: refines
; vcvtps2ph with bit 2 of the immediate set rounds in MXCSR's mode, which
; is to nearest even in llsem's (LLVM's default) floating-point
; environment: the same as immediate 0 (semantics/intrinsics-x86.md,
; [x86-cvtps2ph]).

declare <8 x i16> @llvm.x86.vcvtps2ph.128(<4 x float>, i32)

define <8 x i16> @src(<4 x float> %a) {
  %r = call <8 x i16> @llvm.x86.vcvtps2ph.128(<4 x float> %a, i32 4)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<4 x float> %a) {
  %r = call <8 x i16> @llvm.x86.vcvtps2ph.128(<4 x float> %a, i32 0)
  ret <8 x i16> %r
}
