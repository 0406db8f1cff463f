; fptrunc, fpext, fptoui, fptosi, uitofp, sitofp (LangRef "Conversion
; Operations"). fptoui/fptosi round toward zero and give poison when the
; result does not fit; uitofp nneg is poison for a negative operand;
; rounding is to nearest even; NaNs follow LangRef's NaN rules.

; RUN: @fptoui(255.9) => i8 -1
; RUN: @fptoui(256.0) => i8 poison
; RUN: @fptoui(-0.9) => i8 0
; RUN: @fptoui(-1.0) => i8 poison
; RUN: @fptoui(nan) => i8 poison
; RUN: @fptoui(inf) => i8 poison
; RUN: @fptoui(poison) => i8 poison
; RUN: @fptosi(127.5) => i8 127
; RUN: @fptosi(128.0) => i8 poison
; RUN: @fptosi(-128.9) => i8 -128
; RUN: @fptosi(-129.0) => i8 poison
; RUN: @fptosi_i1(-1.0) => i1 true
; RUN: @fptosi_i1(1.0) => i1 poison
; RUN: @fptoui_i1(1.0) => i1 true
; RUN: @fptoui_i128(1e38) => i128 99999999999999997748809823456034029568
; RUN: @fptoui_i128(1e39) => i128 poison
; RUN: @uitofp(-1) => double 0x406FE00000000000
; RUN: @uitofp(poison) => double poison
; RUN: @uitofp_nneg(-1) => double poison
; RUN: @uitofp_nneg(127) => double 0x405FC00000000000
; RUN: @sitofp(-1) => double 0xBFF0000000000000
; 2^24 + 1 rounds to even in float
; RUN: @sitofp_float(16777217) => float 0x4170000000000000
; RUN: @fptrunc(1e300) => float 0x7FF0000000000000
; RUN: @fptrunc(poison) => float poison
; RUN: @fpext(1.5) => double 0x3FF8000000000000
; a quiet NaN's payload moves to the top of the wider payload
; RUN: @fpext_nan() => double 0x7FF8000000000000 | double 0xFFF8000000000000 | double 0x7FF8000020000000 | double 0xFFF8000020000000

define i8 @fptoui(double %a) {
  %r = fptoui double %a to i8
  ret i8 %r
}
define i8 @fptosi(double %a) {
  %r = fptosi double %a to i8
  ret i8 %r
}
define i1 @fptosi_i1(double %a) {
  %r = fptosi double %a to i1
  ret i1 %r
}
define i1 @fptoui_i1(double %a) {
  %r = fptoui double %a to i1
  ret i1 %r
}
define i128 @fptoui_i128(double %a) {
  %r = fptoui double %a to i128
  ret i128 %r
}
define double @uitofp(i8 %a) {
  %r = uitofp i8 %a to double
  ret double %r
}
define double @uitofp_nneg(i8 %a) {
  %r = uitofp nneg i8 %a to double
  ret double %r
}
define double @sitofp(i8 %a) {
  %r = sitofp i8 %a to double
  ret double %r
}
define float @sitofp_float(i32 %a) {
  %r = sitofp i32 %a to float
  ret float %r
}
define float @fptrunc(double %a) {
  %r = fptrunc double %a to float
  ret float %r
}
define double @fpext(float %a) {
  %r = fpext float %a to double
  ret double %r
}
define double @fpext_nan() {
  %n = bitcast i32 u0x7FC00001 to float
  %r = fpext float %n to double
  ret double %r
}
