; Constrained floating-point intrinsics (LangRef "Constrained
; Floating-Point Intrinsics"). Rules: semantics/intrinsics.md,
; "Constrained floating point". The run starts in round to nearest;
; llvm.set.rounding changes the dynamic mode. A static mode other than the
; dynamic one is UB; round.dynamic uses the dynamic mode.

; RUN: @add_nearest(1.0, 2.0) => float 0x4008000000000000
; RUN: @add_nearest(poison, 2.0) => float poison
; 1/3 in each mode (the dynamic mode set first: 0 toward zero, 1 nearest,
; 2 upward, 3 downward).
; RUN: @div_dynamic(1) => float 0x3FD5555560000000
; RUN: @div_dynamic(2) => float 0x3FD5555560000000
; RUN: @div_dynamic(3) => float 0x3FD5555540000000
; RUN: @div_dynamic(0) => float 0x3FD5555540000000
; A static mode must match the dynamic one.
; RUN: @div_upward(2) => float 0x3FD5555560000000
; RUN: @div_upward(1) => ub rounding-mode-mismatch
; x - x is -0 when rounding downward.
; RUN: @sub_self(3, 1.5) => float 0x8000000000000000
; RUN: @sub_self(1, 1.5) => float 0x0000000000000000
; fpexcept.strict computes the same values (flags are not modelled).
; RUN: @sub_strict(1.0) => float 0x3FF0000000000000
; Conversions: 2^24 + 1 rounds up or down with the mode; fptosi truncates
; and is poison out of range.
; RUN: @sitofp_dyn(2, 16777217) => float 0x4170000020000000
; RUN: @sitofp_dyn(3, 16777217) => float 0x4170000000000000
; RUN: @fptosi(2.9) => i32 2
; RUN: @fptosi(3.0e10) => i32 poison
; RUN: @fptrunc_dyn(2) => float 0x3FB99999A0000000
; RUN: @fptrunc_dyn(3) => float 0x3FB9999980000000
; Comparisons take their predicate from metadata.
; RUN: @fcmp_olt(1.0, 2.0) => i1 true
; RUN: @fcmp_olt(2.0, 1.0) => i1 false
; RUN: @fcmp_olt(poison, 1.0) => i1 poison
; RUN: @fcmps_uno_vec() => <2 x i1> <i1 false, i1 true>
; rint and nearbyint follow the mode; ceil and floor do not take one.
; RUN: @rint_dyn(2, 1.25) => double 0x4000000000000000
; RUN: @rint_dyn(1, 1.25) => double 0x3FF0000000000000
; RUN: @floor(1.75) => double 0x3FF0000000000000
; sqrt in the mode: sqrt(2) lies above its nearest float.
; RUN: @sqrt_dyn(1) => float 0x3FF6A09E60000000
; RUN: @sqrt_dyn(2) => float 0x3FF6A09E80000000
; RUN: @sqrt_dyn(3) => float 0x3FF6A09E60000000
; llvm.get.rounding reads the mode back; fesetround is the C interface.
; RUN: @get_after_set(3) => i32 3
; RUN: @get_after_set(7) => i32 1
; RUN: @c_fenv() => i32 2048

declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fsub.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fdiv.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.sitofp.f32.i32(i32, metadata, metadata)
declare i32 @llvm.experimental.constrained.fptosi.i32.f64(double, metadata)
declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata)
declare i1 @llvm.experimental.constrained.fcmp.f64(double, double, metadata, metadata)
declare <2 x i1> @llvm.experimental.constrained.fcmps.v2f64(<2 x double>, <2 x double>, metadata, metadata)
declare double @llvm.experimental.constrained.rint.f64(double, metadata, metadata)
declare double @llvm.experimental.constrained.floor.f64(double, metadata)
declare float @llvm.experimental.constrained.sqrt.f32(float, metadata, metadata)
declare void @llvm.set.rounding(i32)
declare i32 @llvm.get.rounding()
declare i32 @fesetround(i32)
declare i32 @fegetround()

define float @add_nearest(float %a, float %b) strictfp {
  %r = call float @llvm.experimental.constrained.fadd.f32(float %a, float %b, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  ret float %r
}
define float @div_dynamic(i32 %mode) strictfp {
  call void @llvm.set.rounding(i32 %mode) strictfp
  %r = call float @llvm.experimental.constrained.fdiv.f32(float 1.0, float 3.0, metadata !"round.dynamic", metadata !"fpexcept.ignore") strictfp
  ret float %r
}
define float @div_upward(i32 %mode) strictfp {
  call void @llvm.set.rounding(i32 %mode) strictfp
  %r = call float @llvm.experimental.constrained.fdiv.f32(float 1.0, float 3.0, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  ret float %r
}
define float @sub_self(i32 %mode, float %x) strictfp {
  call void @llvm.set.rounding(i32 %mode) strictfp
  %r = call float @llvm.experimental.constrained.fsub.f32(float %x, float %x, metadata !"round.dynamic", metadata !"fpexcept.ignore") strictfp
  ret float %r
}
define float @sub_strict(float %x) strictfp {
  %r = call float @llvm.experimental.constrained.fsub.f32(float %x, float 0.0, metadata !"round.tonearest", metadata !"fpexcept.strict") strictfp
  ret float %r
}
define float @sitofp_dyn(i32 %mode, i32 %x) strictfp {
  call void @llvm.set.rounding(i32 %mode) strictfp
  %r = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %x, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  ret float %r
}
define i32 @fptosi(double %x) strictfp {
  %r = call i32 @llvm.experimental.constrained.fptosi.i32.f64(double %x, metadata !"fpexcept.strict") strictfp
  ret i32 %r
}
define float @fptrunc_dyn(i32 %mode) strictfp {
  call void @llvm.set.rounding(i32 %mode) strictfp
  %r = call float @llvm.experimental.constrained.fptrunc.f32.f64(double 0.1, metadata !"round.dynamic", metadata !"fpexcept.ignore") strictfp
  ret float %r
}
define i1 @fcmp_olt(double %a, double %b) strictfp {
  %r = call i1 @llvm.experimental.constrained.fcmp.f64(double %a, double %b, metadata !"olt", metadata !"fpexcept.strict") strictfp
  ret i1 %r
}
define <2 x i1> @fcmps_uno_vec() strictfp {
  %r = call <2 x i1> @llvm.experimental.constrained.fcmps.v2f64(<2 x double> <double 1.0, double 0x7FF8000000000000>, <2 x double> <double 2.0, double 1.0>, metadata !"uno", metadata !"fpexcept.strict") strictfp
  ret <2 x i1> %r
}
define double @rint_dyn(i32 %mode, double %x) strictfp {
  call void @llvm.set.rounding(i32 %mode) strictfp
  %r = call double @llvm.experimental.constrained.rint.f64(double %x, metadata !"round.dynamic", metadata !"fpexcept.ignore") strictfp
  ret double %r
}
define double @floor(double %x) strictfp {
  %r = call double @llvm.experimental.constrained.floor.f64(double %x, metadata !"fpexcept.ignore") strictfp
  ret double %r
}
define float @sqrt_dyn(i32 %mode) strictfp {
  call void @llvm.set.rounding(i32 %mode) strictfp
  %r = call float @llvm.experimental.constrained.sqrt.f32(float 2.0, metadata !"round.dynamic", metadata !"fpexcept.ignore") strictfp
  ret float %r
}
define i32 @get_after_set(i32 %mode) {
  call void @llvm.set.rounding(i32 %mode)
  %r = call i32 @llvm.get.rounding()
  ret i32 %r
}
define i32 @c_fenv() {
  %s = call i32 @fesetround(i32 2048)
  %r = call i32 @fegetround()
  %sum = add i32 %r, %s
  ret i32 %sum
}
