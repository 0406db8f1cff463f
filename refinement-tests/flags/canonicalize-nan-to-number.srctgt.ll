; EXPECT: not-refines
; But a NaN stays a NaN: folding `canonicalize(NaN)` to a number is wrong.

define float @src() {
  %a = bitcast i32 2139095042 to float
  %a2 = call float @llvm.canonicalize.f32(float %a)
  ret float %a2
}

define float @tgt() {
  ret float 0.0
}

declare float @llvm.canonicalize.f32(float)
