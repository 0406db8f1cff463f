; fneg, fadd, fsub, fmul, fdiv, frem (LangRef "Unary Operations", "Binary
; Operations", "Behavior of Floating-Point NaN values", "Fast-Math Flags").
; Results are IEEE-754 round-to-nearest-even; a NaN result may be any NaN
; LangRef allows (either sign; the preferred quiet NaN or a payload of a NaN
; operand, quieted or unchanged); poison operands give poison; nnan/ninf
; turn NaN/infinite operands or results into poison; nsz lets a zero result
; take either sign. Values are printed as LLVM prints them (hex bits; floats
; as the double of the same value).

; RUN: @fadd(1.5, 2.0) => double 0x400C000000000000
; RUN: @fadd(0.1, 0.2) => double 0x3FD3333333333334
; RUN: @fadd(0.0, -0.0) => double 0x0000000000000000
; RUN: @fadd(-0.0, -0.0) => double 0x8000000000000000
; RUN: @fadd(inf, -inf) => double 0x7FF8000000000000 | double 0xFFF8000000000000
; RUN: @fadd(poison, 1.0) => double poison
; RUN: @fadd(1.0, poison) => double poison
; RUN: @fsub(1.0, 1.0) => double 0x0000000000000000
; RUN: @fsub(inf, inf) => double 0x7FF8000000000000 | double 0xFFF8000000000000
; RUN: @fmul(1e308, 10.0) => double 0x7FF0000000000000
; RUN: @fmul(0.0, inf) => double 0x7FF8000000000000 | double 0xFFF8000000000000
; RUN: @fmul(-2.0, 0.0) => double 0x8000000000000000
; RUN: @fdiv(1.0, 0.0) => double 0x7FF0000000000000
; RUN: @fdiv(-1.0, 0.0) => double 0xFFF0000000000000
; RUN: @fdiv(0.0, 0.0) => double 0x7FF8000000000000 | double 0xFFF8000000000000
; frem is fmod: the sign of the dividend
; RUN: @frem(5.5, 2.0) => double 0x3FF8000000000000
; RUN: @frem(-5.5, 2.0) => double 0xBFF8000000000000
; RUN: @frem(1.0, 0.0) => double 0x7FF8000000000000 | double 0xFFF8000000000000
; RUN: @frem(poison, 2.0) => double poison

; a quiet NaN operand: its payload may be propagated
; RUN: @fadd_qnan_payload(1.0) => double 0x7FF8000000000000 | double 0xFFF8000000000000 | double 0x7FF8000000000005 | double 0xFFF8000000000005
; a signaling NaN operand: quieted or unchanged
; RUN: @fadd_snan_payload(1.0) => double 0x7FF8000000000000 | double 0xFFF8000000000000 | double 0x7FF8000000000005 | double 0xFFF8000000000005 | double 0x7FF0000000000005 | double 0xFFF0000000000005

; fneg flips the sign bit only, NaN payloads included; no choice
; RUN: @fneg(1.0) => double 0xBFF0000000000000
; RUN: @fneg(0.0) => double 0x8000000000000000
; RUN: @fneg(poison) => double poison
; RUN: @fneg_snan() => double 0xFFF0000000000005

; fast-math flags
; RUN: @fadd_nnan(nan, 1.0) => double poison
; RUN: @fadd_nnan(inf, -inf) => double poison
; RUN: @fadd_nnan(1.0, 1.0) => double 0x4000000000000000
; RUN: @fadd_ninf(inf, 1.0) => double poison
; RUN: @fmul_ninf(1e308, 10.0) => double poison
; RUN: @fmul_ninf(2.0, 3.0) => double 0x4018000000000000
; RUN: @fadd_nsz(0.0, -0.0) => double 0x0000000000000000 | double 0x8000000000000000
; RUN: @fadd_nsz(1.0, 1.0) => double 0x4000000000000000
; RUN: @fneg_nnan(nan) => double poison

; other formats
; RUN: @fadd_float(1.5, 2.0) => float 0x400C000000000000
; RUN: @fadd_float(16777216.0, 1.0) => float 0x4170000000000000
; RUN: @fadd_half(1.0, 1.0) => half 0xH4000
; RUN: @fadd_half(65504.0, 65504.0) => half 0xH7C00
; RUN: @fadd_fp128(1.0, 1.0) => fp128 0xL00000000000000004000000000000000
; RUN: @fadd_x86(1.0, 1.0) => x86_fp80 0xK40008000000000000000

; vectors: lane by lane
; RUN: @fadd_v2(1.0) => <2 x double> <double 0x4000000000000000, double poison>

define double @fadd(double %a, double %b) {
  %r = fadd double %a, %b
  ret double %r
}
define double @fsub(double %a, double %b) {
  %r = fsub double %a, %b
  ret double %r
}
define double @fmul(double %a, double %b) {
  %r = fmul double %a, %b
  ret double %r
}
define double @fdiv(double %a, double %b) {
  %r = fdiv double %a, %b
  ret double %r
}
define double @frem(double %a, double %b) {
  %r = frem double %a, %b
  ret double %r
}
define double @fadd_qnan_payload(double %a) {
  %n = bitcast i64 u0x7FF8000000000005 to double
  %r = fadd double %n, %a
  ret double %r
}
define double @fadd_snan_payload(double %a) {
  %n = bitcast i64 u0x7FF0000000000005 to double
  %r = fadd double %n, %a
  ret double %r
}
define double @fneg(double %a) {
  %r = fneg double %a
  ret double %r
}
define double @fneg_snan() {
  %n = bitcast i64 u0x7FF0000000000005 to double
  %r = fneg double %n
  ret double %r
}
define double @fadd_nnan(double %a, double %b) {
  %r = fadd nnan double %a, %b
  ret double %r
}
define double @fadd_ninf(double %a, double %b) {
  %r = fadd ninf double %a, %b
  ret double %r
}
define double @fmul_ninf(double %a, double %b) {
  %r = fmul ninf double %a, %b
  ret double %r
}
define double @fadd_nsz(double %a, double %b) {
  %r = fadd nsz double %a, %b
  ret double %r
}
define double @fneg_nnan(double %a) {
  %r = fneg nnan double %a
  ret double %r
}
define float @fadd_float(float %a, float %b) {
  %r = fadd float %a, %b
  ret float %r
}
define half @fadd_half(half %a, half %b) {
  %r = fadd half %a, %b
  ret half %r
}
define fp128 @fadd_fp128(fp128 %a, fp128 %b) {
  %r = fadd fp128 %a, %b
  ret fp128 %r
}
define x86_fp80 @fadd_x86(x86_fp80 %a, x86_fp80 %b) {
  %r = fadd x86_fp80 %a, %b
  ret x86_fp80 %r
}
define <2 x double> @fadd_v2(double %a) {
  %v = insertelement <2 x double> poison, double %a, i32 0
  %r = fadd <2 x double> %v, <double 1.0, double 1.0>
  ret <2 x double> %r
}
