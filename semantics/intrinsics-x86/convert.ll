; x86 conversions and rounding (semantics/intrinsics-x86.md, "Conversions
; and rounding"), in the default environment: round to nearest even; NaN
; and out-of-range values give the integer indefinite value (the signed
; minimum), not poison; only lane 0 is read by the scalar conversions.

; RUN: @cvtss2si(2.5) => i32 2
; RUN: @cvtss2si(3.5) => i32 4
; RUN: @cvtss2si(-2.5) => i32 -2
; RUN: @cvtss2si(nan) => i32 -2147483648
; RUN: @cvtss2si(inf) => i32 -2147483648
; RUN: @cvtss2si(2147483648.0) => i32 -2147483648
; RUN: @cvtss2si(-2147483648.0) => i32 -2147483648
; RUN: @cvtss2si(poison) => i32 poison
; RUN: @cvttsd2si(-2.9) => i32 -2
; RUN: @cvttsd2si(2147483647.9) => i32 2147483647
; RUN: @cvttsd2si(-2147483648.9) => i32 -2147483648
; RUN: @cvttsd2si(-2147483649.0) => i32 -2147483648
; RUN: @cvtsd2si64(9223372036854775808.0) => i64 -9223372036854775808
; RUN: @cvtsd2si64(-9007199254740993.0) => i64 -9007199254740992
; cvtpd2dq fills the upper half with zeros; a poison lane stays put.
; RUN: @cvtpd2dq() => <4 x i32> <i32 -2, i32 poison, i32 0, i32 0>
; RUN: @cvtps2dq() => <4 x i32> <i32 0, i32 -2147483648, i32 -1, i32 poison>
; cvtpd2ps rounds to nearest even and fills the upper lanes with +0.0.
; RUN: @cvtpd2ps() => <4 x float> <float 0x3FF0000000000000, float 0xC004000000000000, float 0x0000000000000000, float 0x0000000000000000>
; A NaN lane is any NaN fptrunc may give (NaN results): either sign, the
; preferred NaN, or the payload's high bits quieted or not. The CPU gives
; the quieted one (0xFFC00001, printed 0xFFF8000020000000).
; RUN: @cvtpd2ps_nan() => float 0x7FF8000000000000 | float 0xFFF8000000000000 | float 0x7FF8000020000000 | float 0xFFF8000020000000 | float 0x7FF0000020000000 | float 0xFFF0000020000000
; round.ps: the mode from the immediate; bit 2 selects MXCSR's (nearest).
; RUN: @roundps_0() => <4 x float> <float 0x4000000000000000, float 0xC000000000000000, float 0x7FF8000000000000, float poison> | <4 x float> <float 0x4000000000000000, float 0xC000000000000000, float 0xFFF8000000000000, float poison>
; RUN: @roundps_1() => <4 x float> <float 0x4000000000000000, float 0xC008000000000000, float 0x7FF8000000000000, float poison> | <4 x float> <float 0x4000000000000000, float 0xC008000000000000, float 0xFFF8000000000000, float poison>
; RUN: @roundps_2() => <4 x float> <float 0x4008000000000000, float 0xC000000000000000, float 0x7FF8000000000000, float poison> | <4 x float> <float 0x4008000000000000, float 0xC000000000000000, float 0xFFF8000000000000, float poison>
; RUN: @roundps_3() => <4 x float> <float 0x4000000000000000, float 0xC000000000000000, float 0x7FF8000000000000, float poison> | <4 x float> <float 0x4000000000000000, float 0xC000000000000000, float 0xFFF8000000000000, float poison>
; RUN: @roundps_7() => <4 x float> <float 0x4000000000000000, float 0xC000000000000000, float 0x7FF8000000000000, float poison> | <4 x float> <float 0x4000000000000000, float 0xC000000000000000, float 0xFFF8000000000000, float poison>
; A signalling NaN: any NaN LangRef allows on it (the CPU quiets it).
; RUN: @roundps_snan() => float 0x7FF8000000000000 | float 0xFFF8000000000000 | float 0x7FF8000020000000 | float 0xFFF8000020000000 | float 0x7FF0000020000000 | float 0xFFF0000020000000
; round.sd rounds b's lane 0 and keeps a's upper lane.
; RUN: @roundsd() => <2 x double> <double 0xC000000000000000, double poison>

declare i32 @llvm.x86.sse.cvtss2si(<4 x float>)
declare i32 @llvm.x86.sse2.cvttsd2si(<2 x double>)
declare i64 @llvm.x86.sse2.cvtsd2si64(<2 x double>)
declare <4 x i32> @llvm.x86.sse2.cvtpd2dq(<2 x double>)
declare <4 x i32> @llvm.x86.sse2.cvtps2dq(<4 x float>)
declare <4 x float> @llvm.x86.sse2.cvtpd2ps(<2 x double>)
declare <4 x float> @llvm.x86.sse41.round.ps(<4 x float>, i32)
declare <2 x double> @llvm.x86.sse41.round.sd(<2 x double>, <2 x double>, i32)

; The upper lanes are poison: they are not read.
define i32 @cvtss2si(float %x) {
  %v = insertelement <4 x float> poison, float %x, i32 0
  %r = call i32 @llvm.x86.sse.cvtss2si(<4 x float> %v)
  ret i32 %r
}
define i32 @cvttsd2si(double %x) {
  %v = insertelement <2 x double> poison, double %x, i32 0
  %r = call i32 @llvm.x86.sse2.cvttsd2si(<2 x double> %v)
  ret i32 %r
}
define i64 @cvtsd2si64(double %x) {
  %v = insertelement <2 x double> poison, double %x, i32 0
  %r = call i64 @llvm.x86.sse2.cvtsd2si64(<2 x double> %v)
  ret i64 %r
}
define <4 x i32> @cvtpd2dq() {
  %r = call <4 x i32> @llvm.x86.sse2.cvtpd2dq(<2 x double> <double -1.5, double poison>)
  ret <4 x i32> %r
}
define <4 x i32> @cvtps2dq() {
  %r = call <4 x i32> @llvm.x86.sse2.cvtps2dq(<4 x float> <float 0.5, float 0x41E0000000000000, float -0.5000001192092896, float poison>)
  ret <4 x i32> %r
}
define <4 x float> @cvtpd2ps() {
  %r = call <4 x float> @llvm.x86.sse2.cvtpd2ps(<2 x double> <double 0x3FF0000010000000, double -2.5>)
  ret <4 x float> %r
}
define float @cvtpd2ps_nan() {
  %r = call <4 x float> @llvm.x86.sse2.cvtpd2ps(<2 x double> <double 0xFFF0000020000001, double 1.0>)
  %e = extractelement <4 x float> %r, i32 0
  ret float %e
}
define <4 x float> @roundps_0() {
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> <float 2.5, float -2.5, float 0x7FF8000000000000, float poison>, i32 0)
  ret <4 x float> %r
}
define <4 x float> @roundps_1() {
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> <float 2.5, float -2.5, float 0x7FF8000000000000, float poison>, i32 1)
  ret <4 x float> %r
}
define <4 x float> @roundps_2() {
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> <float 2.5, float -2.5, float 0x7FF8000000000000, float poison>, i32 2)
  ret <4 x float> %r
}
define <4 x float> @roundps_3() {
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> <float 2.5, float -2.5, float 0x7FF8000000000000, float poison>, i32 3)
  ret <4 x float> %r
}
define <4 x float> @roundps_7() {
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> <float 2.5, float -2.5, float 0x7FF8000000000000, float poison>, i32 7)
  ret <4 x float> %r
}
define float @roundps_snan() {
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> <float 0x7FF0000020000000, float 1.0, float 1.0, float 1.0>, i32 1)
  %e = extractelement <4 x float> %r, i32 0
  ret float %e
}
define <2 x double> @roundsd() {
  %r = call <2 x double> @llvm.x86.sse41.round.sd(<2 x double> <double 7.0, double poison>, <2 x double> <double -2.5, double 9.0>, i32 4)
  ret <2 x double> %r
}

; Conversions LLVM 22 upgrades to sitofp/uitofp/fpext (semantics/intrinsics-x86.md,
; "Names LLVM 22 upgrades"): lane by lane from the low lanes of a.
; RUN: @cvtdq2pd() => <2 x double> <double 0xC01C000000000000, double poison>
; RUN: @cvtdq2ps() => <4 x float> <float 0x4170000000000000, float 0xC1E0000000000000, float 0x0000000000000000, float poison>
; RUN: @cvtps2pd() => <2 x double> <double 0x3FF8000000000000, double 0xFFF0000000000000>
; An fpext of a NaN: any NaN LangRef allows (the payload's bits moved up).
; RUN: @cvtps2pd_nan() => double 0x7FF8000000000000 | double 0xFFF8000000000000 | double 0x7FF8000020000000 | double 0xFFF8000020000000 | double 0x7FF0000020000000 | double 0xFFF0000020000000
; The scalar forms write lane 0 and keep a's other lanes.
; RUN: @cvtsi2sd() => <2 x double> <double 0xC008000000000000, double poison>
; RUN: @cvtsi642ss() => <4 x float> <float 0x4340000000000000, float 0x4000000000000000, float 0x4008000000000000, float 0x4010000000000000>
; RUN: @cvtss2sd() => <2 x double> <double 0x3FE0000000000000, double 0x4000000000000000>
; RUN: @cvtss2sd_poison() => <2 x double> <double poison, double 0x4000000000000000>
; F16C: the low half lanes widened exactly (1.0, -2.0, +inf, the least subnormal).
; RUN: @vcvtph2ps() => <4 x float> <float 0x3FF0000000000000, float 0xC000000000000000, float 0x7FF0000000000000, float 0x3E70000000000000>

declare <2 x double> @llvm.x86.sse2.cvtdq2pd(<4 x i32>)
declare <4 x float> @llvm.x86.sse2.cvtdq2ps(<4 x i32>)
declare <2 x double> @llvm.x86.sse2.cvtps2pd(<4 x float>)
declare <2 x double> @llvm.x86.sse2.cvtsi2sd(<2 x double>, i32)
declare <4 x float> @llvm.x86.sse.cvtsi642ss(<4 x float>, i64)
declare <2 x double> @llvm.x86.sse2.cvtss2sd(<2 x double>, <4 x float>)
declare <4 x float> @llvm.x86.vcvtph2ps.128(<8 x i16>)

define <2 x double> @cvtdq2pd() {
  %r = call <2 x double> @llvm.x86.sse2.cvtdq2pd(<4 x i32> <i32 -7, i32 poison, i32 poison, i32 1>)
  ret <2 x double> %r
}
define <4 x float> @cvtdq2ps() {
  %r = call <4 x float> @llvm.x86.sse2.cvtdq2ps(<4 x i32> <i32 16777217, i32 -2147483648, i32 0, i32 poison>)
  ret <4 x float> %r
}
define <2 x double> @cvtps2pd() {
  %r = call <2 x double> @llvm.x86.sse2.cvtps2pd(<4 x float> <float 1.5, float 0xFFF0000000000000, float poison, float poison>)
  ret <2 x double> %r
}
define double @cvtps2pd_nan() {
  %r = call <2 x double> @llvm.x86.sse2.cvtps2pd(<4 x float> <float 0x7FF0000020000000, float 1.0, float 1.0, float 1.0>)
  %e = extractelement <2 x double> %r, i32 0
  ret double %e
}
define <2 x double> @cvtsi2sd() {
  %r = call <2 x double> @llvm.x86.sse2.cvtsi2sd(<2 x double> <double 1.0, double poison>, i32 -3)
  ret <2 x double> %r
}
define <4 x float> @cvtsi642ss() {
  %r = call <4 x float> @llvm.x86.sse.cvtsi642ss(<4 x float> <float poison, float 2.0, float 3.0, float 4.0>, i64 9007199254740993)
  ret <4 x float> %r
}
define <2 x double> @cvtss2sd() {
  %r = call <2 x double> @llvm.x86.sse2.cvtss2sd(<2 x double> <double 1.0, double 2.0>, <4 x float> <float 0.5, float poison, float poison, float poison>)
  ret <2 x double> %r
}
define <2 x double> @cvtss2sd_poison() {
  %r = call <2 x double> @llvm.x86.sse2.cvtss2sd(<2 x double> <double 1.0, double 2.0>, <4 x float> <float poison, float 1.0, float 1.0, float 1.0>)
  ret <2 x double> %r
}
define <4 x float> @vcvtph2ps() {
  %r = call <4 x float> @llvm.x86.vcvtph2ps.128(<8 x i16> <i16 15360, i16 -16384, i16 31744, i16 1, i16 poison, i16 poison, i16 poison, i16 poison>)
  ret <4 x float> %r
}

; vcvtps2ph (F16C; "Floats to half precision"): i16 lanes, exact. Lanes
; past the source's are 0; a poison source lane gives a poison lane; the
; immediate's bits 1:0 round (1 down, 2 up), bit 2 selects MXCSR's
; (nearest even). 1 + 2^-11 lies halfway between two halves (0x3C00 and
; 0x3C01); -1e6 overflows to -inf (0xFC00), or to -65504 (0xFBFF) upward.
; RUN: @vcvtps2ph_0() => <8 x i16> <i16 15360, i16 poison, i16 -1024, i16 32256, i16 0, i16 0, i16 0, i16 0>
; RUN: @vcvtps2ph_1() => <8 x i16> <i16 15360, i16 poison, i16 -1024, i16 32256, i16 0, i16 0, i16 0, i16 0>
; RUN: @vcvtps2ph_2() => <8 x i16> <i16 15361, i16 poison, i16 -1025, i16 32256, i16 0, i16 0, i16 0, i16 0>
; RUN: @vcvtps2ph_6() => <8 x i16> <i16 15360, i16 poison, i16 -1024, i16 32256, i16 0, i16 0, i16 0, i16 0>
; The masked AVX-512 form: unselected lanes from the passthru (its poison
; stays), lanes past the source's 0; a poison mask makes all lanes poison.
; RUN: @mask_vcvtps2ph(5) => <8 x i16> <i16 15360, i16 7, i16 -1024, i16 poison, i16 0, i16 0, i16 0, i16 0>
; RUN: @mask_vcvtps2ph(poison) => <8 x i16> <i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison>

declare <8 x i16> @llvm.x86.vcvtps2ph.128(<4 x float>, i32)
declare <8 x i16> @llvm.x86.avx512.mask.vcvtps2ph.128(<4 x float>, i32, <8 x i16>, i8)

define <8 x i16> @vcvtps2ph_0() {
  %r = call <8 x i16> @llvm.x86.vcvtps2ph.128(<4 x float> <float 0x3FF0020000000000, float poison, float -1.0e6, float 0x7FF8000000000000>, i32 0)
  ret <8 x i16> %r
}

define <8 x i16> @vcvtps2ph_1() {
  %r = call <8 x i16> @llvm.x86.vcvtps2ph.128(<4 x float> <float 0x3FF0020000000000, float poison, float -1.0e6, float 0x7FF8000000000000>, i32 1)
  ret <8 x i16> %r
}

define <8 x i16> @vcvtps2ph_2() {
  %r = call <8 x i16> @llvm.x86.vcvtps2ph.128(<4 x float> <float 0x3FF0020000000000, float poison, float -1.0e6, float 0x7FF8000000000000>, i32 2)
  ret <8 x i16> %r
}

define <8 x i16> @vcvtps2ph_6() {
  %r = call <8 x i16> @llvm.x86.vcvtps2ph.128(<4 x float> <float 0x3FF0020000000000, float poison, float -1.0e6, float 0x7FF8000000000000>, i32 6)
  ret <8 x i16> %r
}

define <8 x i16> @mask_vcvtps2ph(i8 %m) {
  %r = call <8 x i16> @llvm.x86.avx512.mask.vcvtps2ph.128(<4 x float> <float 0x3FF0020000000000, float poison, float -1.0e6, float 0x7FF8000000000000>, i32 0, <8 x i16> <i16 7, i16 7, i16 7, i16 poison, i16 7, i16 7, i16 7, i16 7>, i8 %m)
  ret <8 x i16> %r
}
