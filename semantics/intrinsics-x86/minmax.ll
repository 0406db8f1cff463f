; x86 min/max (semantics/intrinsics-x86.md, "Floating-point minimum and
; maximum"): the second operand wins on NaN and on equal values (two zeros
; of any signs); the scalar forms copy a's upper lanes. A NaN it selects is
; any NaN LangRef allows on the lane's operands ("NaN results").

; RUN: @minps(1.0, 2.0) => float 0x3FF0000000000000
; RUN: @minps(2.0, 1.0) => float 0x3FF0000000000000
; RUN: @minps(0.0, -0.0) => float 0x8000000000000000
; RUN: @minps(-0.0, 0.0) => float 0x0000000000000000
; RUN: @minps(nan, 1.0) => float 0x3FF0000000000000
; RUN: @minps(1.0, nan) => float 0x7FF8000000000000 | float 0xFFF8000000000000
; RUN: @minps(poison, 1.0) => float poison
; RUN: @maxpd(-inf, inf) => double 0x7FF0000000000000
; RUN: @maxpd(0.0, -0.0) => double 0x8000000000000000
; RUN: @maxpd(1.0, nan) => double 0x7FF8000000000000 | double 0xFFF8000000000000
; A signalling NaN in b: the CPU returns it unchanged (not quieted), one of
; LangRef's NaN results; the others are allowed too.
; RUN: @maxpd_snan() => double 0x7FF0000000000001 | double 0xFFF0000000000001 | double 0x7FF8000000000001 | double 0xFFF8000000000001 | double 0x7FF8000000000000 | double 0xFFF8000000000000
; Two NaNs: b is selected, but a's payload is among the results too.
; RUN: @minpd_two_nans() => double 0x7FF8000000000002 | double 0xFFF8000000000002 | double 0x7FF8000000000003 | double 0xFFF8000000000003 | double 0x7FF8000000000000 | double 0xFFF8000000000000
; RUN: @minss() => <4 x float> <float 0x3FF0000000000000, float poison, float 0x4008000000000000, float 0x4010000000000000>
; RUN: @maxsd_poison_upper_b() => <2 x double> <double 0x4000000000000000, double 0x3FF0000000000000>

declare <4 x float> @llvm.x86.sse.min.ps(<4 x float>, <4 x float>)
declare <2 x double> @llvm.x86.sse2.max.pd(<2 x double>, <2 x double>)
declare <2 x double> @llvm.x86.sse2.min.pd(<2 x double>, <2 x double>)
declare <4 x float> @llvm.x86.sse.min.ss(<4 x float>, <4 x float>)
declare <2 x double> @llvm.x86.sse2.max.sd(<2 x double>, <2 x double>)

define float @minps(float %a, float %b) {
  %va = insertelement <4 x float> zeroinitializer, float %a, i32 0
  %vb = insertelement <4 x float> zeroinitializer, float %b, i32 0
  %r = call <4 x float> @llvm.x86.sse.min.ps(<4 x float> %va, <4 x float> %vb)
  %e = extractelement <4 x float> %r, i32 0
  ret float %e
}
define double @maxpd(double %a, double %b) {
  %va = insertelement <2 x double> zeroinitializer, double %a, i32 1
  %vb = insertelement <2 x double> zeroinitializer, double %b, i32 1
  %r = call <2 x double> @llvm.x86.sse2.max.pd(<2 x double> %va, <2 x double> %vb)
  %e = extractelement <2 x double> %r, i32 1
  ret double %e
}
define double @maxpd_snan() {
  %r = call <2 x double> @llvm.x86.sse2.max.pd(<2 x double> <double 1.0, double 0.0>, <2 x double> <double 0x7FF0000000000001, double 0.0>)
  %e = extractelement <2 x double> %r, i32 0
  ret double %e
}
define double @minpd_two_nans() {
  %r = call <2 x double> @llvm.x86.sse2.min.pd(<2 x double> <double 0x7FF8000000000002, double 0.0>, <2 x double> <double 0x7FF8000000000003, double 0.0>)
  %e = extractelement <2 x double> %r, i32 0
  ret double %e
}
define <4 x float> @minss() {
  %r = call <4 x float> @llvm.x86.sse.min.ss(<4 x float> <float 1.0, float poison, float 3.0, float 4.0>, <4 x float> <float 2.0, float 0.0, float poison, float poison>)
  ret <4 x float> %r
}
define <2 x double> @maxsd_poison_upper_b() {
  %r = call <2 x double> @llvm.x86.sse2.max.sd(<2 x double> <double 1.0, double 1.0>, <2 x double> <double 2.0, double poison>)
  ret <2 x double> %r
}
