; A constrained division that promises round-toward-zero while the
; dynamic rounding mode is the environment's round-to-nearest.
; ARGS: --entry f --arg 1.0 --arg 3.0
declare double @llvm.experimental.constrained.fdiv.f64(double, double, metadata, metadata)

define double @f(double %x, double %y) {
entry:
  %q = call double @llvm.experimental.constrained.fdiv.f64(double %x, double %y, metadata !"round.towardzero", metadata !"fpexcept.ignore")
  ret double %q
}
