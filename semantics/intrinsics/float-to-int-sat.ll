; Saturating float-to-integer conversions (LangRef "'llvm.fptoui.sat.*'
; Intrinsic", "'llvm.fptosi.sat.*' Intrinsic"). Rules:
; semantics/intrinsics.md, "Floating point": truncation toward zero,
; clamped to the result type's range; NaN gives 0; a poison lane gives a
; poison lane. The values are LangRef's examples and the boundaries.

; RUN: @ui8(123.875) => i8 123
; RUN: @ui8(-5.75) => i8 0
; RUN: @ui8(377.0) => i8 -1
; RUN: @ui8(nan) => i8 0
; RUN: @ui8(-inf) => i8 0
; RUN: @ui8(inf) => i8 -1
; RUN: @ui8(255.99) => i8 -1
; RUN: @ui8(-0.99) => i8 0
; RUN: @ui8(poison) => i8 poison
; RUN: @si8(23.9) => i8 23
; RUN: @si8(-130.0) => i8 -128
; RUN: @si8(999.0) => i8 127
; RUN: @si8(-128.99) => i8 -128
; RUN: @si8(nan) => i8 0
; RUN: @si8(-inf) => i8 -128
; RUN: @si1(-1.0) => i1 true
; RUN: @si1(0.5) => i1 false
; RUN: @si1(7.0) => i1 false
; RUN: @ui1(7.0) => i1 true
; RUN: @ui128_double(1.0e300) => i128 -1
; RUN: @si128_double(-1.0e300) => i128 -170141183460469231731687303715884105728
; RUN: @si128_double(-12.5) => i128 -12
; RUN: @vec() => <4 x i16> <i16 -1, i16 0, i16 poison, i16 1000>

define i8 @ui8(float %x) {
  %r = call i8 @llvm.fptoui.sat.i8.f32(float %x)
  ret i8 %r
}
define i8 @si8(double %x) {
  %r = call i8 @llvm.fptosi.sat.i8.f64(double %x)
  ret i8 %r
}
define i1 @si1(double %x) {
  %r = call i1 @llvm.fptosi.sat.i1.f64(double %x)
  ret i1 %r
}
define i1 @ui1(double %x) {
  %r = call i1 @llvm.fptoui.sat.i1.f64(double %x)
  ret i1 %r
}
define i128 @ui128_double(double %x) {
  %r = call i128 @llvm.fptoui.sat.i128.f64(double %x)
  ret i128 %r
}
define i128 @si128_double(double %x) {
  %r = call i128 @llvm.fptosi.sat.i128.f64(double %x)
  ret i128 %r
}
define <4 x i16> @vec() {
  %r = call <4 x i16> @llvm.fptoui.sat.v4i16.v4f32(<4 x float> <float 1.0e9, float 0x7FF8000000000000, float poison, float 1000.5>)
  ret <4 x i16> %r
}

declare i8 @llvm.fptoui.sat.i8.f32(float)
declare i8 @llvm.fptosi.sat.i8.f64(double)
declare i1 @llvm.fptosi.sat.i1.f64(double)
declare i1 @llvm.fptoui.sat.i1.f64(double)
declare i128 @llvm.fptoui.sat.i128.f64(double)
declare i128 @llvm.fptosi.sat.i128.f64(double)
declare <4 x i16> @llvm.fptoui.sat.v4i16.v4f32(<4 x float>)
