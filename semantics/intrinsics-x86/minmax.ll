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

; AVX512-FP16's VMAXPH/VMINPH are the same rule on half lanes; the 512-bit
; forms and AVX-512's max.ps.512 take an exception-suppression operand.
; RUN: @maxph(1.0, 2.0) => half 0xH4000
; RUN: @maxph(nan, 1.0) => half 0xH3C00
; RUN: @maxph(0.0, -0.0) => half 0xH8000
; RUN: @maxph(poison, 1.0) => half poison
; RUN: @minph512(2.0, -1.0) => half 0xHBC00
; RUN: @minph512(-0.0, 0.0) => half 0xH0000
; RUN: @maxps512(3.0, 2.0) => float 0x4008000000000000
; RUN: @maxps512(nan, 2.0) => float 0x4000000000000000

declare <8 x half> @llvm.x86.avx512fp16.max.ph.128(<8 x half>, <8 x half>)
declare <32 x half> @llvm.x86.avx512fp16.min.ph.512(<32 x half>, <32 x half>, i32)
declare <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float>, <16 x float>, i32)
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

define half @maxph(half %a, half %b) {
  %va = insertelement <8 x half> zeroinitializer, half %a, i32 0
  %vb = insertelement <8 x half> zeroinitializer, half %b, i32 0
  %r = call <8 x half> @llvm.x86.avx512fp16.max.ph.128(<8 x half> %va, <8 x half> %vb)
  %e = extractelement <8 x half> %r, i32 0
  ret half %e
}

define half @minph512(half %a, half %b) {
  %va = insertelement <32 x half> zeroinitializer, half %a, i32 31
  %vb = insertelement <32 x half> zeroinitializer, half %b, i32 31
  %r = call <32 x half> @llvm.x86.avx512fp16.min.ph.512(<32 x half> %va, <32 x half> %vb, i32 8)
  %e = extractelement <32 x half> %r, i32 31
  ret half %e
}

define float @maxps512(float %a, float %b) {
  %va = insertelement <16 x float> zeroinitializer, float %a, i32 5
  %vb = insertelement <16 x float> zeroinitializer, float %b, i32 5
  %r = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %va, <16 x float> %vb, i32 4)
  %e = extractelement <16 x float> %r, i32 5
  ret float %e
}
