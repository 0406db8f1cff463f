; AVX-512 masked operations as LLVM 22 upgrades them (semantics/intrinsics-x86.md,
; "Names LLVM 22 upgrades"): the operation, then `select` by the mask's bits
; (lane i is the operation's if bit i is set, else passthru[i]); a poison
; mask makes every lane poison; the lane not selected is not read.

; RUN: @add_ps(5) => <4 x float> <float 0x4026000000000000, float 0xC000000000000000, float 0x4040800000000000, float 0xC010000000000000>
; RUN: @add_ps(poison) => <4 x float> <float poison, float poison, float poison, float poison>
; Mask bits past the lane count are ignored.
; RUN: @add_ps(-16) => <4 x float> <float 0xBFF0000000000000, float 0xC000000000000000, float 0xC008000000000000, float 0xC010000000000000>
; A poison lane of a or passthru matters only where it is selected.
; RUN: @div_pd_poison(1) => <2 x double> <double 0x3FE0000000000000, double 0x4000000000000000>
; RUN: @div_pd_poison(2) => <2 x double> <double poison, double poison>
; Masked max keeps MAXPD's choice; a selected NaN is any NaN LangRef allows.
; RUN: @max_pd(3) => <2 x double> <double 0x4000000000000000, double 0x4014000000000000>
; RUN: @max_pd_nan() => double 0x7FF8000000000000 | double 0xFFF8000000000000
; The 512-bit forms carry a rounding operand: 4 (current) and 8 (nearest).
; RUN: @add_ps512_nearest() => float 0x4026000000000000
; RUN: @add_ps512_current() => float 0x4026000000000000
; The directed ones (exceptions suppressed) round as they say: 1/3 is
; 0x3EAAAAAB to nearest and upward, 0x3EAAAAAA downward and toward zero;
; FLT_MAX * 2 overflows to +inf, or to FLT_MAX toward zero. Other
; values (12) are not implemented.
; RUN: @div_ps512_8() => float 0x3FD5555560000000
; RUN: @div_ps512_9() => float 0x3FD5555540000000
; RUN: @div_ps512_10() => float 0x3FD5555560000000
; RUN: @div_ps512_11() => float 0x3FD5555540000000
; RUN: @mul_ps512_overflow_8() => float 0x7FF0000000000000
; RUN: @mul_ps512_overflow_11() => float 0x47EFFFFFE0000000
; RUN: @add_ps512_12() => unsupported @llvm.x86.avx512.mask.add.ps.512: rounding operand 12 (4, the current direction, or 8 to 11 are supported)
; An int-to-float conversion rounds too: 16777217 is 2^24 + 1.
; RUN: @cvtdq2ps512_9() => float 0x4170000000000000
; RUN: @cvtdq2ps512_10() => float 0x4170000020000000
; RUN: @min_pd512() => <8 x double> <double 0x3FF0000000000000, double 0x3FF0000000000000, double 0x3FF0000000000000, double 0x3FF0000000000000, double 0x3FF0000000000000, double 0x3FF0000000000000, double 0x3FF0000000000000, double 0x4022000000000000>
; Compares into a bit mask: bit i is (a[i] op b[i]) and mask bit i.
; RUN: @pcmpeq_b(-1) => i16 -521
; RUN: @pcmpeq_b(255) => i16 247
; RUN: @pcmpgt_d() => i8 1
; RUN: @pcmpeq_q_poison() => i8 poison
; RUN: @pcmpgt_b256() => i32 -2147483646
; Permutes and broadcasts, masked.
; RUN: @pshufd_masked() => <4 x i32> <i32 0, i32 12, i32 11, i32 0>
; RUN: @pbroadcastd_masked() => <4 x i32> <i32 7, i32 2, i32 3, i32 7>
; RUN: @broadcast_ss512() => <16 x float> <float 0x3FF8000000000000, float 0x0000000000000000, float 0x3FF8000000000000, float 0x0000000000000000, float 0x3FF8000000000000, float 0x0000000000000000, float 0x3FF8000000000000, float 0x0000000000000000, float 0x3FF8000000000000, float 0x0000000000000000, float 0x3FF8000000000000, float 0x0000000000000000, float 0x3FF8000000000000, float 0x0000000000000000, float 0x3FF8000000000000, float 0x0000000000000000>
; Conversions, masked: 2^24 + 1 rounds to even.
; RUN: @cvtdq2ps_masked() => <4 x float> <float 0xBFF0000000000000, float 0x4170000000000000, float 0x4022000000000000, float 0x4008000000000000>
; RUN: @cvtudq2pd_masked() => <2 x double> <double 0x41EFFFFFFFE00000, double 0x4000000000000000>

; The scalar forms with a rounding operand: lane 0 is a[0] op b[0] if mask
; bit 0 is set, else passthru[0]; the upper lanes are a's, poison included;
; only bit 0 of the mask is read.
; RUN: @add_ss_round(1) => <4 x float> <float 0x3FF8000000000000, float 0x4000000000000000, float poison, float 0x4010000000000000>
; RUN: @add_ss_round(-2) => <4 x float> <float 0x401C000000000000, float 0x4000000000000000, float poison, float 0x4010000000000000>
; RUN: @add_ss_round(poison) => <4 x float> <float poison, float 0x4000000000000000, float poison, float 0x4010000000000000>
; 1/10 rounded down (9) and to nearest (8).
; RUN: @div_sd_round(9) => double 0x3FB9999999999999
; RUN: @div_sd_round(8) => double 0x3FB999999999999A

declare <4 x float> @llvm.x86.avx512.mask.add.ps.128(<4 x float>, <4 x float>, <4 x float>, i8)
declare <2 x double> @llvm.x86.avx512.mask.div.pd.128(<2 x double>, <2 x double>, <2 x double>, i8)
declare <2 x double> @llvm.x86.avx512.mask.max.pd.128(<2 x double>, <2 x double>, <2 x double>, i8)
declare <16 x float> @llvm.x86.avx512.mask.add.ps.512(<16 x float>, <16 x float>, <16 x float>, i16, i32)
declare <8 x double> @llvm.x86.avx512.mask.min.pd.512(<8 x double>, <8 x double>, <8 x double>, i8, i32)
declare <4 x float> @llvm.x86.avx512.mask.add.ss.round(<4 x float>, <4 x float>, <4 x float>, i8, i32)
declare <2 x double> @llvm.x86.avx512.mask.div.sd.round(<2 x double>, <2 x double>, <2 x double>, i8, i32)
declare i16 @llvm.x86.avx512.mask.pcmpeq.b.128(<16 x i8>, <16 x i8>, i16)
declare i8 @llvm.x86.avx512.mask.pcmpgt.d.128(<4 x i32>, <4 x i32>, i8)
declare i8 @llvm.x86.avx512.mask.pcmpeq.q.128(<2 x i64>, <2 x i64>, i8)
declare i32 @llvm.x86.avx512.mask.pcmpgt.b.256(<32 x i8>, <32 x i8>, i32)
declare <4 x i32> @llvm.x86.avx512.mask.pshuf.d.128(<4 x i32>, i32, <4 x i32>, i8)
declare <4 x i32> @llvm.x86.avx512.pbroadcastd.128(<4 x i32>, <4 x i32>, i8)
declare <16 x float> @llvm.x86.avx512.mask.broadcast.ss.ps.512(<4 x float>, <16 x float>, i16)
declare <4 x float> @llvm.x86.avx512.mask.cvtdq2ps.128(<4 x i32>, <4 x float>, i8)
declare <2 x double> @llvm.x86.avx512.mask.cvtudq2pd.128(<4 x i32>, <2 x double>, i8)
declare <16 x float> @llvm.x86.avx512.mask.div.ps.512(<16 x float>, <16 x float>, <16 x float>, i16, i32)
declare <16 x float> @llvm.x86.avx512.mask.mul.ps.512(<16 x float>, <16 x float>, <16 x float>, i16, i32)
declare <16 x float> @llvm.x86.avx512.mask.cvtdq2ps.512(<16 x i32>, <16 x float>, i16, i32)

define <4 x float> @add_ps(i8 %m) {
  %r = call <4 x float> @llvm.x86.avx512.mask.add.ps.128(<4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <4 x float> <float 10.0, float 20.0, float 30.0, float 40.0>, <4 x float> <float -1.0, float -2.0, float -3.0, float -4.0>, i8 %m)
  ret <4 x float> %r
}
define <2 x double> @div_pd_poison(i8 %m) {
  %r = call <2 x double> @llvm.x86.avx512.mask.div.pd.128(<2 x double> <double 1.0, double poison>, <2 x double> <double 2.0, double 1.0>, <2 x double> <double poison, double 2.0>, i8 %m)
  ret <2 x double> %r
}
define <2 x double> @max_pd(i8 %m) {
  %r = call <2 x double> @llvm.x86.avx512.mask.max.pd.128(<2 x double> <double 1.0, double 5.0>, <2 x double> <double 2.0, double 3.0>, <2 x double> zeroinitializer, i8 %m)
  ret <2 x double> %r
}
define double @max_pd_nan() {
  %r = call <2 x double> @llvm.x86.avx512.mask.max.pd.128(<2 x double> <double 1.0, double 5.0>, <2 x double> <double 0x7FF8000000000000, double 3.0>, <2 x double> zeroinitializer, i8 1)
  %e = extractelement <2 x double> %r, i32 0
  ret double %e
}
define float @add_ps512_nearest() {
  %r = call <16 x float> @llvm.x86.avx512.mask.add.ps.512(<16 x float> splat (float 1.0), <16 x float> splat (float 10.0), <16 x float> zeroinitializer, i16 -1, i32 8)
  %e = extractelement <16 x float> %r, i32 15
  ret float %e
}
define float @add_ps512_current() {
  %r = call <16 x float> @llvm.x86.avx512.mask.add.ps.512(<16 x float> splat (float 1.0), <16 x float> splat (float 10.0), <16 x float> zeroinitializer, i16 -1, i32 4)
  %e = extractelement <16 x float> %r, i32 15
  ret float %e
}
define float @add_ps512_12() {
  %r = call <16 x float> @llvm.x86.avx512.mask.add.ps.512(<16 x float> splat (float 1.0), <16 x float> splat (float 10.0), <16 x float> zeroinitializer, i16 -1, i32 12)
  %e = extractelement <16 x float> %r, i32 15
  ret float %e
}
define float @div_ps512_8() {
  %r = call <16 x float> @llvm.x86.avx512.mask.div.ps.512(<16 x float> splat (float 1.0), <16 x float> splat (float 3.0), <16 x float> zeroinitializer, i16 -1, i32 8)
  %e = extractelement <16 x float> %r, i32 3
  ret float %e
}
define float @div_ps512_9() {
  %r = call <16 x float> @llvm.x86.avx512.mask.div.ps.512(<16 x float> splat (float 1.0), <16 x float> splat (float 3.0), <16 x float> zeroinitializer, i16 -1, i32 9)
  %e = extractelement <16 x float> %r, i32 3
  ret float %e
}
define float @div_ps512_10() {
  %r = call <16 x float> @llvm.x86.avx512.mask.div.ps.512(<16 x float> splat (float 1.0), <16 x float> splat (float 3.0), <16 x float> zeroinitializer, i16 -1, i32 10)
  %e = extractelement <16 x float> %r, i32 3
  ret float %e
}
define float @div_ps512_11() {
  %r = call <16 x float> @llvm.x86.avx512.mask.div.ps.512(<16 x float> splat (float 1.0), <16 x float> splat (float 3.0), <16 x float> zeroinitializer, i16 -1, i32 11)
  %e = extractelement <16 x float> %r, i32 3
  ret float %e
}
define float @mul_ps512_overflow_8() {
  %r = call <16 x float> @llvm.x86.avx512.mask.mul.ps.512(<16 x float> splat (float 0x47EFFFFFE0000000), <16 x float> splat (float 2.0), <16 x float> zeroinitializer, i16 -1, i32 8)
  %e = extractelement <16 x float> %r, i32 0
  ret float %e
}
define float @mul_ps512_overflow_11() {
  %r = call <16 x float> @llvm.x86.avx512.mask.mul.ps.512(<16 x float> splat (float 0x47EFFFFFE0000000), <16 x float> splat (float 2.0), <16 x float> zeroinitializer, i16 -1, i32 11)
  %e = extractelement <16 x float> %r, i32 0
  ret float %e
}
define float @cvtdq2ps512_9() {
  %r = call <16 x float> @llvm.x86.avx512.mask.cvtdq2ps.512(<16 x i32> splat (i32 16777217), <16 x float> zeroinitializer, i16 -1, i32 9)
  %e = extractelement <16 x float> %r, i32 0
  ret float %e
}
define float @cvtdq2ps512_10() {
  %r = call <16 x float> @llvm.x86.avx512.mask.cvtdq2ps.512(<16 x i32> splat (i32 16777217), <16 x float> zeroinitializer, i16 -1, i32 10)
  %e = extractelement <16 x float> %r, i32 0
  ret float %e
}
define <8 x double> @min_pd512() {
  %r = call <8 x double> @llvm.x86.avx512.mask.min.pd.512(<8 x double> splat (double 1.0), <8 x double> splat (double 2.0), <8 x double> splat (double 9.0), i8 127, i32 8)
  ret <8 x double> %r
}
define i16 @pcmpeq_b(i16 %m) {
  %r = call i16 @llvm.x86.avx512.mask.pcmpeq.b.128(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, <16 x i8> <i8 0, i8 1, i8 2, i8 -3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 19, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, i16 %m)
  ret i16 %r
}
define i8 @pcmpgt_d() {
  %r = call i8 @llvm.x86.avx512.mask.pcmpgt.d.128(<4 x i32> <i32 5, i32 -1, i32 7, i32 0>, <4 x i32> <i32 3, i32 0, i32 7, i32 -2>, i8 -13)
  ret i8 %r
}
define i8 @pcmpeq_q_poison() {
  %r = call i8 @llvm.x86.avx512.mask.pcmpeq.q.128(<2 x i64> <i64 1, i64 poison>, <2 x i64> <i64 1, i64 2>, i8 1)
  ret i8 %r
}
define i32 @pcmpgt_b256() {
  %r = call i32 @llvm.x86.avx512.mask.pcmpgt.b.256(<32 x i8> <i8 0, i8 1, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 127>, <32 x i8> <i8 0, i8 -128, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 -1>, i32 -1)
  ret i32 %r
}
define <4 x i32> @pshufd_masked() {
  %r = call <4 x i32> @llvm.x86.avx512.mask.pshuf.d.128(<4 x i32> <i32 10, i32 11, i32 12, i32 13>, i32 27, <4 x i32> <i32 0, i32 0, i32 0, i32 0>, i8 6)
  ret <4 x i32> %r
}
define <4 x i32> @pbroadcastd_masked() {
  %r = call <4 x i32> @llvm.x86.avx512.pbroadcastd.128(<4 x i32> <i32 7, i32 8, i32 9, i32 10>, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i8 9)
  ret <4 x i32> %r
}
define <16 x float> @broadcast_ss512() {
  %r = call <16 x float> @llvm.x86.avx512.mask.broadcast.ss.ps.512(<4 x float> <float 1.5, float poison, float poison, float poison>, <16 x float> zeroinitializer, i16 21845)
  ret <16 x float> %r
}
define <4 x float> @cvtdq2ps_masked() {
  %r = call <4 x float> @llvm.x86.avx512.mask.cvtdq2ps.128(<4 x i32> <i32 -1, i32 16777217, i32 poison, i32 3>, <4 x float> splat (float 9.0), i8 11)
  ret <4 x float> %r
}
define <2 x double> @cvtudq2pd_masked() {
  %r = call <2 x double> @llvm.x86.avx512.mask.cvtudq2pd.128(<4 x i32> <i32 -1, i32 2, i32 poison, i32 poison>, <2 x double> zeroinitializer, i8 3)
  ret <2 x double> %r
}

define <4 x float> @add_ss_round(i8 %m) {
  %r = call <4 x float> @llvm.x86.avx512.mask.add.ss.round(<4 x float> <float 1.0, float 2.0, float poison, float 4.0>, <4 x float> <float 0.5, float 9.0, float 9.0, float 9.0>, <4 x float> <float 7.0, float 8.0, float 8.0, float 8.0>, i8 %m, i32 4)
  ret <4 x float> %r
}

define double @div_sd_round(i32 %mode) {
  %r9 = call <2 x double> @llvm.x86.avx512.mask.div.sd.round(<2 x double> <double 1.0, double 5.0>, <2 x double> <double 10.0, double 9.0>, <2 x double> zeroinitializer, i8 1, i32 9)
  %r8 = call <2 x double> @llvm.x86.avx512.mask.div.sd.round(<2 x double> <double 1.0, double 5.0>, <2 x double> <double 10.0, double 9.0>, <2 x double> zeroinitializer, i8 1, i32 8)
  %down = icmp eq i32 %mode, 9
  %r = select i1 %down, <2 x double> %r9, <2 x double> %r8
  %e = extractelement <2 x double> %r, i32 0
  ret double %e
}
