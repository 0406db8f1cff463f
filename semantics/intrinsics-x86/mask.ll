; x86 sign masks, tests and blends (semantics/intrinsics-x86.md, "Masks,
; tests and blends"): movmsk and ptest read every lane; a blendv lane reads
; its mask lane and the lane the mask chooses.

; RUN: @pmovmskb(0) => i32 32769
; RUN: @pmovmskb(-1) => i32 32771
; RUN: @pmovmskb(poison) => i32 poison
; movmsk.pd: sign bits of -0.0 and a negative NaN count.
; RUN: @movmskpd(-0.0) => i32 3
; RUN: @movmskpd(0.0) => i32 2
; RUN: @ptestz(1) => i32 0
; RUN: @ptestz(2) => i32 1
; RUN: @ptestc(1) => i32 1
; RUN: @ptestc(2) => i32 0
; RUN: @ptestnzc(3) => i32 1
; RUN: @ptestnzc(poison) => i32 poison
; vtestz looks at sign bits only: 1.0 & 1.0 has no sign bit set.
; RUN: @vtestzps(1.0) => i32 1
; RUN: @vtestzps(-1.0) => i32 0
; blendv: the mask's sign bit picks b; the lane not chosen is not read.
; RUN: @pblendvb(-128) => <16 x i8> <i8 2, i8 1, i8 poison, i8 2, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
; RUN: @pblendvb(127) => <16 x i8> <i8 1, i8 1, i8 poison, i8 2, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
; RUN: @blendvps(-0.0) => <4 x float> <float 0x4000000000000000, float 0x3FF0000000000000, float poison, float 0x4000000000000000>
; RUN: @blendvps(0.0) => <4 x float> <float poison, float 0x3FF0000000000000, float poison, float 0x4000000000000000>

declare i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8>)
declare i32 @llvm.x86.sse2.movmsk.pd(<2 x double>)
declare i32 @llvm.x86.sse41.ptestz(<2 x i64>, <2 x i64>)
declare i32 @llvm.x86.sse41.ptestc(<2 x i64>, <2 x i64>)
declare i32 @llvm.x86.sse41.ptestnzc(<2 x i64>, <2 x i64>)
declare i32 @llvm.x86.avx.vtestz.ps(<4 x float>, <4 x float>)
declare <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8>, <16 x i8>, <16 x i8>)
declare <4 x float> @llvm.x86.sse41.blendvps(<4 x float>, <4 x float>, <4 x float>)

; Lanes 0 and 15 negative, lane 1 from the argument.
define i32 @pmovmskb(i8 %x) {
  %v = insertelement <16 x i8> <i8 -128, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 -1>, i8 %x, i32 1
  %r = call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> %v)
  ret i32 %r
}
define i32 @movmskpd(double %x) {
  %v = insertelement <2 x double> <double 0.0, double 0xFFF8000000000000>, double %x, i32 0
  %r = call i32 @llvm.x86.sse2.movmsk.pd(<2 x double> %v)
  ret i32 %r
}
; a = <1, 0>, b = <x, 0>.
define i32 @ptestz(i64 %x) {
  %b = insertelement <2 x i64> zeroinitializer, i64 %x, i32 0
  %r = call i32 @llvm.x86.sse41.ptestz(<2 x i64> <i64 1, i64 0>, <2 x i64> %b)
  ret i32 %r
}
define i32 @ptestc(i64 %x) {
  %b = insertelement <2 x i64> zeroinitializer, i64 %x, i32 0
  %r = call i32 @llvm.x86.sse41.ptestc(<2 x i64> <i64 1, i64 0>, <2 x i64> %b)
  ret i32 %r
}
define i32 @ptestnzc(i64 %x) {
  %b = insertelement <2 x i64> zeroinitializer, i64 %x, i32 0
  %r = call i32 @llvm.x86.sse41.ptestnzc(<2 x i64> <i64 1, i64 0>, <2 x i64> %b)
  ret i32 %r
}
define i32 @vtestzps(float %x) {
  %b = insertelement <4 x float> zeroinitializer, float %x, i32 0
  %r = call i32 @llvm.x86.avx.vtestz.ps(<4 x float> <float -1.0, float 0.0, float 0.0, float 0.0>, <4 x float> %b)
  ret i32 %r
}
; a = 1 everywhere except a poison lane 2; b = 2 except a poison lane 1;
; mask lane 0 from the argument, lane 1 clear, lane 2 poison, others clear
; except lane 3.
define <16 x i8> @pblendvb(i8 %m) {
  %mask = insertelement <16 x i8> <i8 0, i8 0, i8 poison, i8 -1, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, i8 %m, i32 0
  %r = call <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8> <i8 1, i8 1, i8 poison, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, <16 x i8> <i8 2, i8 poison, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>, <16 x i8> %mask)
  ret <16 x i8> %r
}
; a = <poison, 1.0, 1.0, 1.0>, b = <2.0, poison, 2.0, 2.0>,
; mask = <x, 0.0, poison, -2.0>.
define <4 x float> @blendvps(float %m) {
  %mask = insertelement <4 x float> <float 0.0, float 0.0, float poison, float -2.0>, float %m, i32 0
  %r = call <4 x float> @llvm.x86.sse41.blendvps(<4 x float> <float poison, float 1.0, float 1.0, float 1.0>, <4 x float> <float 2.0, float poison, float 2.0, float 2.0>, <4 x float> %mask)
  ret <4 x float> %r
}
