; llvm.fptrunc.round (LangRef "'llvm.fptrunc.round' Intrinsic"): fptrunc
; rounded in the mode its metadata names, whatever the dynamic mode ("the
; default floating-point environment *except* for the rounding mode").
; Rules: semantics/intrinsics.md, "Constrained floating point".
; 1.0005 lies between the halfs 1.0 (0x3C00) and 1.0009765625 (0x3C01),
; above their midpoint.
; RUN: @down(1.0005) => half 0xH3C00
; RUN: @up(1.0005) => half 0xH3C01
; RUN: @nearest(1.0005) => half 0xH3C01
; RUN: @zero(1.0005) => half 0xH3C00
; RUN: @down(-1.0005) => half 0xHBC01
; RUN: @zero(-1.0005) => half 0xHBC00
; The dynamic mode (set to upward, 2) does not change a static one.
; RUN: @down_under_upward(1.0005) => half 0xH3C00
; Past the largest half: downward stays finite, upward overflows.
; RUN: @down(70000.0) => half 0xH7BFF
; RUN: @up(70000.0) => half 0xH7C00
; A NaN stays a NaN, poison stays poison; lanes one by one.
; RUN: @nearest(poison) => half poison
; RUN: @up(nan) => half 0xH7E00 | half 0xHFE00
; RUN: @down_vec() => <2 x half> <half 0xH3C00, half 0xHBC01>

define half @down(float %x) {
  %r = call half @llvm.fptrunc.round.f16.f32(float %x, metadata !"round.downward")
  ret half %r
}

define half @up(float %x) {
  %r = call half @llvm.fptrunc.round.f16.f32(float %x, metadata !"round.upward")
  ret half %r
}

define half @nearest(float %x) {
  %r = call half @llvm.fptrunc.round.f16.f32(float %x, metadata !"round.tonearest")
  ret half %r
}

define half @zero(float %x) {
  %r = call half @llvm.fptrunc.round.f16.f32(float %x, metadata !"round.towardzero")
  ret half %r
}

define half @down_under_upward(float %x) {
  call void @llvm.set.rounding(i32 2)
  %r = call half @llvm.fptrunc.round.f16.f32(float %x, metadata !"round.downward")
  ret half %r
}

define <2 x half> @down_vec() {
  %r = call <2 x half> @llvm.fptrunc.round.v2f16.v2f32(<2 x float> <float 0x3FF0020C40000000, float 0xBFF0020C40000000>, metadata !"round.downward")
  ret <2 x half> %r
}

declare half @llvm.fptrunc.round.f16.f32(float, metadata)
declare <2 x half> @llvm.fptrunc.round.v2f16.v2f32(<2 x float>, metadata)
declare void @llvm.set.rounding(i32)
