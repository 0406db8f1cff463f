; fcmp (LangRef "Other Operations"): ordered predicates are false and
; unordered ones true when an operand is a NaN; `true`/`false` ignore the
; values; a poison operand gives poison; nnan/ninf make a NaN/infinite
; operand give poison.
; RUN: @oeq(1.0, 1.0) => i1 true
; RUN: @oeq(nan, nan) => i1 false
; RUN: @une(nan, nan) => i1 true
; RUN: @olt(-0.0, 0.0) => i1 false
; RUN: @oeq(-0.0, 0.0) => i1 true
; RUN: @ord(1.0, nan) => i1 false
; RUN: @uno(1.0, nan) => i1 true
; RUN: @ult(nan, 1.0) => i1 true
; RUN: @ogt(inf, 1e308) => i1 true
; RUN: @oeq(poison, 1.0) => i1 poison
; RUN: @ftrue(poison, 1.0) => i1 poison
; RUN: @ftrue(nan, 1.0) => i1 true
; RUN: @ffalse(1.0, 1.0) => i1 false
; RUN: @oeq_nnan(nan, 1.0) => i1 poison
; RUN: @oeq_nnan(1.0, 1.0) => i1 true
; RUN: @oeq_ninf(inf, inf) => i1 poison
; RUN: @vec(nan) => <2 x i1> <i1 false, i1 true>

define i1 @oeq(double %a, double %b) {
  %r = fcmp oeq double %a, %b
  ret i1 %r
}
define i1 @une(double %a, double %b) {
  %r = fcmp une double %a, %b
  ret i1 %r
}
define i1 @olt(double %a, double %b) {
  %r = fcmp olt double %a, %b
  ret i1 %r
}
define i1 @ord(double %a, double %b) {
  %r = fcmp ord double %a, %b
  ret i1 %r
}
define i1 @uno(double %a, double %b) {
  %r = fcmp uno double %a, %b
  ret i1 %r
}
define i1 @ult(double %a, double %b) {
  %r = fcmp ult double %a, %b
  ret i1 %r
}
define i1 @ogt(double %a, double %b) {
  %r = fcmp ogt double %a, %b
  ret i1 %r
}
define i1 @ftrue(double %a, double %b) {
  %r = fcmp true double %a, %b
  ret i1 %r
}
define i1 @ffalse(double %a, double %b) {
  %r = fcmp false double %a, %b
  ret i1 %r
}
define i1 @oeq_nnan(double %a, double %b) {
  %r = fcmp nnan oeq double %a, %b
  ret i1 %r
}
define i1 @oeq_ninf(double %a, double %b) {
  %r = fcmp ninf oeq double %a, %b
  ret i1 %r
}
define <2 x i1> @vec(double %a) {
  %v = insertelement <2 x double> <double 0.0, double 1.0>, double %a, i32 0
  %r = fcmp ueq <2 x double> %v, <double 1.0, double 1.0>
  %s = xor <2 x i1> %r, <i1 true, i1 false>
  ret <2 x i1> %s
}
