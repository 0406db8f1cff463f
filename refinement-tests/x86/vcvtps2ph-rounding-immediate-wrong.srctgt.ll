; EXPECT: not-refines
; vcvtps2ph's immediate selects the rounding: 0 (to nearest even) and 1
; (down) differ on 1 + 2^-11 (semantics/intrinsics-x86.md,
; [x86-cvtps2ph]), so the immediate may not be changed.

declare <8 x i16> @llvm.x86.vcvtps2ph.128(<4 x float>, i32)

define <8 x i16> @src(<4 x float> %a) {
  %r = call <8 x i16> @llvm.x86.vcvtps2ph.128(<4 x float> %a, i32 0)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<4 x float> %a) {
  %r = call <8 x i16> @llvm.x86.vcvtps2ph.128(<4 x float> %a, i32 1)
  ret <8 x i16> %r
}
