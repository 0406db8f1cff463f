; Floating-point intrinsics (LangRef "'llvm.fabs.*' Intrinsic",
; "'llvm.copysign.*' Intrinsic", "'llvm.sqrt.*' Intrinsic", "'llvm.fma.*'
; Intrinsic", "'llvm.fmuladd.*' Intrinsic", "'llvm.min.*' Intrinsics
; Comparation", "'llvm.minnum.*' Intrinsic" ... "'llvm.maximumnum.*'
; Intrinsic", "'llvm.canonicalize.*' Intrinsic", the rounding intrinsics,
; "'llvm.is.fpclass' Intrinsic"; "Behavior of Floating-Point NaN values",
; "Fast-Math Flags"). Rules: semantics/intrinsics.md, "Floating point".
; A NaN result is any NaN of the NaN rules: either sign, quiet with a zero
; payload, or an input NaN's payload quieted, or an input NaN unchanged.

; fabs and copysign change the sign bit only (not math operations).
; RUN: @fabs(-0.0) => double 0x0000000000000000
; RUN: @fabs(-inf) => double 0x7FF0000000000000
; RUN: @fabs(poison) => double poison
; RUN: @fabs_snan() => double 0x7FF4000000000001
; RUN: @fabs_half() => half 0xH3C00
; RUN: @fabs_f80() => x86_fp80 0xK40008000000000000000
; RUN: @fabs_vec() => <2 x double> <double 0x3FF0000000000000, double poison>
; RUN: @copysign(1.0, -0.0) => double 0xBFF0000000000000
; RUN: @copysign(-2.0, 3.0) => double 0x4000000000000000
; RUN: @copysign(1.0, poison) => double poison
; RUN: @copysign_nan() => double 0xFFF8000000000005

; sqrt is correctly rounded; the square root of a negative number is NaN.
; RUN: @sqrt(4.0) => double 0x4000000000000000
; RUN: @sqrt(2.0) => double 0x3FF6A09E667F3BCD
; RUN: @sqrt(-0.0) => double 0x8000000000000000
; RUN: @sqrt(-1.0) => double 0x7FF8000000000000 | double 0xFFF8000000000000
; RUN: @sqrt(poison) => double poison
; RUN: @sqrt_nnan(-1.0) => double poison

; fma rounds once; fmuladd may round once or twice.
; RUN: @fma(0.1, 10.0, -1.0) => double 0x3C90000000000000
; RUN: @fma(2.0, 3.0, 1.0) => double 0x401C000000000000
; RUN: @fma(inf, 0.0, 1.0) => double 0x7FF8000000000000 | double 0xFFF8000000000000
; RUN: @fma(1.0, 1.0, poison) => double poison
; RUN: @fma_qnan() => double 0x7FF8000000000000 | double 0xFFF8000000000000 | double 0x7FF8000000000005 | double 0xFFF8000000000005
; RUN: @fma_f32() => float 0x3E50000000000000
; RUN: @fma_vec() => <2 x double> <double 0x401C000000000000, double poison>
; RUN: @fmuladd(0.1, 10.0, -1.0) => double 0x0000000000000000 | double 0x3C90000000000000
; RUN: @fmuladd(2.0, 3.0, 1.0) => double 0x401C000000000000
; RUN: @fmuladd(poison, 1.0, 1.0) => double poison

; minnum / maxnum: a quiet NaN operand gives the other operand; -0 < +0
; (either zero with nsz); a signaling NaN operand gives a NaN, or the
; number (NaNs may be treated as quiet).
; RUN: @minnum(1.0, 2.0) => double 0x3FF0000000000000
; RUN: @minnum(nan, 2.0) => double 0x4000000000000000
; RUN: @minnum(2.0, nan) => double 0x4000000000000000
; RUN: @minnum(-0.0, 0.0) => double 0x8000000000000000
; RUN: @minnum(0.0, -0.0) => double 0x8000000000000000
; RUN: @minnum(nan, nan) => double 0x7FF8000000000000 | double 0xFFF8000000000000
; RUN: @minnum(1.0, poison) => double poison
; RUN: @maxnum(-0.0, 0.0) => double 0x0000000000000000
; RUN: @maxnum(-inf, nan) => double 0xFFF0000000000000
; RUN: @minnum_nsz(0.0, -0.0) => double 0x0000000000000000 | double 0x8000000000000000
; RUN: @minnum_nnan(nan, 1.0) => double poison
; RUN: @minnum_snan() => double 0x4000000000000000 | double 0x7FF8000000000000 | double 0xFFF8000000000000 | double 0x7FF8000000000001 | double 0xFFF8000000000001 | double 0x7FF0000000000001 | double 0xFFF0000000000001
; RUN: @minnum_vec() => <2 x double> <double 0x3FF0000000000000, double poison>

; minimum / maximum propagate NaN; -0 < +0.
; RUN: @minimum(nan, 1.0) => double 0x7FF8000000000000 | double 0xFFF8000000000000
; RUN: @minimum(-0.0, 0.0) => double 0x8000000000000000
; RUN: @maximum(-0.0, 0.0) => double 0x0000000000000000
; RUN: @maximum(1.0, 2.0) => double 0x4000000000000000
; RUN: @maximum(poison, 1.0) => double poison

; minimumnum / maximumnum: a NaN operand, even signaling, gives the number.
; RUN: @minimumnum(nan, 1.0) => double 0x3FF0000000000000
; RUN: @minimumnum_snan() => double 0x3FF0000000000000
; RUN: @maximumnum(-0.0, 0.0) => double 0x0000000000000000
; RUN: @maximumnum(nan, nan) => double 0x7FF8000000000000 | double 0xFFF8000000000000

; canonicalize: numbers unchanged; a NaN keeps its payload, a signaling
; NaN is quieted, and the sign of a NaN result is free; or the NaN becomes
; the preferred NaN (the single canonical NaN some environments use).
; RUN: @canonicalize(1.5) => double 0x3FF8000000000000
; RUN: @canonicalize(-0.0) => double 0x8000000000000000
; RUN: @canonicalize(poison) => double poison
; RUN: @canonicalize_snan() => double 0x7FF8000000000001 | double 0xFFF8000000000001 | double 0x7FF8000000000000 | double 0xFFF8000000000000
; RUN: @canonicalize_qnan() => double 0x7FF8000000000005 | double 0xFFF8000000000005 | double 0x7FF8000000000000 | double 0xFFF8000000000000

; Rounding to an integral value.
; RUN: @floor(-1.5) => double 0xC000000000000000
; RUN: @ceil(-1.5) => double 0xBFF0000000000000
; RUN: @ceil(-0.5) => double 0x8000000000000000
; RUN: @trunc(-1.5) => double 0xBFF0000000000000
; RUN: @round(2.5) => double 0x4008000000000000
; RUN: @roundeven(2.5) => double 0x4000000000000000
; RUN: @rint(2.5) => double 0x4000000000000000
; RUN: @floor(poison) => double poison

; Fast-math flags on the call: ninf makes an infinite operand poison.
; RUN: @fabs_ninf(-inf) => double poison
; RUN: @fabs_ninf(-1.0) => double 0x3FF0000000000000

; is.fpclass: 3 = signaling or quiet NaN, 1 = signaling NaN only.
; RUN: @is_nan(nan) => i1 true
; RUN: @is_nan(1.0) => i1 false
; RUN: @is_nan(poison) => i1 poison
; RUN: @is_snan_of_snan() => i1 true

declare double @llvm.fabs.f64(double)
declare half @llvm.fabs.f16(half)
declare x86_fp80 @llvm.fabs.f80(x86_fp80)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>)
declare double @llvm.copysign.f64(double, double)
declare double @llvm.sqrt.f64(double)
declare double @llvm.fma.f64(double, double, double)
declare float @llvm.fma.f32(float, float, float)
declare <2 x double> @llvm.fma.v2f64(<2 x double>, <2 x double>, <2 x double>)
declare double @llvm.fmuladd.f64(double, double, double)
declare double @llvm.minnum.f64(double, double)
declare double @llvm.maxnum.f64(double, double)
declare <2 x double> @llvm.minnum.v2f64(<2 x double>, <2 x double>)
declare double @llvm.minimum.f64(double, double)
declare double @llvm.maximum.f64(double, double)
declare double @llvm.minimumnum.f64(double, double)
declare double @llvm.maximumnum.f64(double, double)
declare double @llvm.canonicalize.f64(double)
declare double @llvm.floor.f64(double)
declare double @llvm.ceil.f64(double)
declare double @llvm.trunc.f64(double)
declare double @llvm.round.f64(double)
declare double @llvm.roundeven.f64(double)
declare double @llvm.rint.f64(double)
declare i1 @llvm.is.fpclass.f64(double, i32)

define double @fabs(double %x) {
  %r = call double @llvm.fabs.f64(double %x)
  ret double %r
}
define double @fabs_snan() {
  %r = call double @llvm.fabs.f64(double 0xFFF4000000000001)
  ret double %r
}
define half @fabs_half() {
  %r = call half @llvm.fabs.f16(half 0xHBC00)
  ret half %r
}
define x86_fp80 @fabs_f80() {
  %r = call x86_fp80 @llvm.fabs.f80(x86_fp80 0xKC0008000000000000000)
  ret x86_fp80 %r
}
define <2 x double> @fabs_vec() {
  %r = call <2 x double> @llvm.fabs.v2f64(<2 x double> <double -1.0, double poison>)
  ret <2 x double> %r
}
define double @copysign(double %x, double %y) {
  %r = call double @llvm.copysign.f64(double %x, double %y)
  ret double %r
}
define double @copysign_nan() {
  %r = call double @llvm.copysign.f64(double 0x7FF8000000000005, double -1.0)
  ret double %r
}
define double @sqrt(double %x) {
  %r = call double @llvm.sqrt.f64(double %x)
  ret double %r
}
define double @sqrt_nnan(double %x) {
  %r = call nnan double @llvm.sqrt.f64(double %x)
  ret double %r
}
define double @fma(double %a, double %b, double %c) {
  %r = call double @llvm.fma.f64(double %a, double %b, double %c)
  ret double %r
}
define double @fma_qnan() {
  %r = call double @llvm.fma.f64(double 0x7FF8000000000005, double 1.0, double 1.0)
  ret double %r
}
define float @fma_f32() {
  %r = call float @llvm.fma.f32(float 0x3FB99999A0000000, float 10.0, float -1.0)
  ret float %r
}
define <2 x double> @fma_vec() {
  %r = call <2 x double> @llvm.fma.v2f64(<2 x double> <double 2.0, double poison>, <2 x double> <double 3.0, double 1.0>, <2 x double> <double 1.0, double 1.0>)
  ret <2 x double> %r
}
define double @fmuladd(double %a, double %b, double %c) {
  %r = call double @llvm.fmuladd.f64(double %a, double %b, double %c)
  ret double %r
}
define double @minnum(double %x, double %y) {
  %r = call double @llvm.minnum.f64(double %x, double %y)
  ret double %r
}
define double @maxnum(double %x, double %y) {
  %r = call double @llvm.maxnum.f64(double %x, double %y)
  ret double %r
}
define double @minnum_nsz(double %x, double %y) {
  %r = call nsz double @llvm.minnum.f64(double %x, double %y)
  ret double %r
}
define double @minnum_nnan(double %x, double %y) {
  %r = call nnan double @llvm.minnum.f64(double %x, double %y)
  ret double %r
}
define double @minnum_snan() {
  %r = call double @llvm.minnum.f64(double 0x7FF0000000000001, double 2.0)
  ret double %r
}
define <2 x double> @minnum_vec() {
  %r = call <2 x double> @llvm.minnum.v2f64(<2 x double> <double 1.0, double poison>, <2 x double> <double 2.0, double 2.0>)
  ret <2 x double> %r
}
define double @minimum(double %x, double %y) {
  %r = call double @llvm.minimum.f64(double %x, double %y)
  ret double %r
}
define double @maximum(double %x, double %y) {
  %r = call double @llvm.maximum.f64(double %x, double %y)
  ret double %r
}
define double @minimumnum(double %x, double %y) {
  %r = call double @llvm.minimumnum.f64(double %x, double %y)
  ret double %r
}
define double @minimumnum_snan() {
  %r = call double @llvm.minimumnum.f64(double 0x7FF0000000000001, double 1.0)
  ret double %r
}
define double @maximumnum(double %x, double %y) {
  %r = call double @llvm.maximumnum.f64(double %x, double %y)
  ret double %r
}
define double @canonicalize(double %x) {
  %r = call double @llvm.canonicalize.f64(double %x)
  ret double %r
}
define double @canonicalize_snan() {
  %r = call double @llvm.canonicalize.f64(double 0xFFF0000000000001)
  ret double %r
}
define double @canonicalize_qnan() {
  %r = call double @llvm.canonicalize.f64(double 0x7FF8000000000005)
  ret double %r
}
define double @floor(double %x) {
  %r = call double @llvm.floor.f64(double %x)
  ret double %r
}
define double @ceil(double %x) {
  %r = call double @llvm.ceil.f64(double %x)
  ret double %r
}
define double @trunc(double %x) {
  %r = call double @llvm.trunc.f64(double %x)
  ret double %r
}
define double @round(double %x) {
  %r = call double @llvm.round.f64(double %x)
  ret double %r
}
define double @roundeven(double %x) {
  %r = call double @llvm.roundeven.f64(double %x)
  ret double %r
}
define double @rint(double %x) {
  %r = call double @llvm.rint.f64(double %x)
  ret double %r
}
define double @fabs_ninf(double %x) {
  %r = call ninf double @llvm.fabs.f64(double %x)
  ret double %r
}
define i1 @is_nan(double %x) {
  %r = call i1 @llvm.is.fpclass.f64(double %x, i32 3)
  ret i1 %r
}
define i1 @is_snan_of_snan() {
  %r = call i1 @llvm.is.fpclass.f64(double 0x7FF4000000000000, i32 1)
  ret i1 %r
}
