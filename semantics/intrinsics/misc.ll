; llvm.powi, llvm.arithmetic.fence, Alive2's llvm.assert,
; llvm.thread.pointer and the Objective-C runtime intrinsics. Rules:
; semantics/intrinsics.md, "Other intrinsics".

; powi: binary powering (compiler-rt's order) or pow in double (LLVM's
; constant folder), where they differ.
; llvm.type.test: the whole program's type metadata decides, so either
; answer (semantics/intrinsics.md, "Type tests").
; RUN: @type_test(null) => i1 false | i1 true
; RUN: @type_test_assumed(null) => i8 1 | ub assume-violation
; RUN: @powi_d(1.1, 13) => double 0x400B9E405ED5ECB6 | double 0x400B9E405ED5ECB8
; RUN: @powi_d(2.0, 10) => double 0x4090000000000000
; RUN: @powi_d(2.0, -2) => double 0x3FD0000000000000
; RUN: @powi_nan() => double 0x3FF0000000000000
; RUN: @powi_d(poison, 2) => double poison
; RUN: @powi_d(2.0, poison) => double poison
; RUN: @powi_f80() => x86_fp80 0xK40018000000000000000
; RUN: @powi_vec() => <2 x float> <float 0x4022000000000000, float poison>
; arithmetic.fence returns its operand.
; RUN: @fence(1.5) => double 0x3FF8000000000000
; RUN: @fence(poison) => double poison
; llvm.assert is Alive2's non-removable assume.
; RUN: @assert(1, 1) => void
; RUN: @assert(1, 2) => ub assume-violation
; RUN: @assert(poison, 2) => ub assume-violation
; The thread pointer points to no object llsem models.
; RUN: @tp() => ub no-provenance
; The return and frame addresses (level 0) are addresses of no object:
; comparable, not accessible; other levels may give null.
; RUN: @ra_cmp() => i1 false
; RUN: @ra_load() => ub no-provenance
; RUN: @fa_load() => ub no-provenance
; RUN: @ra_level1() => ptr null
; An Objective-C runtime intrinsic is a call of the environment (which,
; with seed 0, answers this one with a block of its own).
; RUN: @objc() => i1 true

declare double @llvm.powi.f64.i32(double, i32)
declare x86_fp80 @llvm.powi.f80.i32(x86_fp80, i32)
declare <2 x float> @llvm.powi.v2f32.i32(<2 x float>, i32)
declare double @llvm.arithmetic.fence.f64(double)
declare void @llvm.assert(i1)
declare ptr @llvm.thread.pointer.p0()
declare ptr @llvm.returnaddress(i32)
declare ptr @llvm.frameaddress.p0(i32)
declare ptr @llvm.objc.loadWeak(ptr)

define double @powi_d(double %x, i32 %n) {
  %r = call double @llvm.powi.f64.i32(double %x, i32 %n)
  ret double %r
}
define double @powi_nan() {
  %r = call double @llvm.powi.f64.i32(double 0x7FF8000000000000, i32 0)
  ret double %r
}
define x86_fp80 @powi_f80() {
  %r = call x86_fp80 @llvm.powi.f80.i32(x86_fp80 0xK40008000000000000000, i32 2)
  ret x86_fp80 %r
}
define <2 x float> @powi_vec() {
  %r = call <2 x float> @llvm.powi.v2f32.i32(<2 x float> <float 3.0, float poison>, i32 2)
  ret <2 x float> %r
}
define double @fence(double %x) {
  %r = call double @llvm.arithmetic.fence.f64(double %x)
  ret double %r
}
define void @assert(i16 %a, i16 %b) {
  %c = icmp eq i16 %a, %b
  call void @llvm.assert(i1 %c)
  ret void
}
define i8 @tp() {
  %p = call ptr @llvm.thread.pointer.p0()
  %v = load i8, ptr %p
  ret i8 %v
}
define i1 @objc() {
  %r = call ptr @llvm.objc.loadWeak(ptr null)
  %nonnull = icmp ne ptr %r, null
  ret i1 %nonnull
}

define i1 @type_test(ptr %p) {
  %t = call i1 @llvm.type.test(ptr %p, metadata !"_ZTS1A")
  ret i1 %t
}
define i8 @type_test_assumed(ptr %p) {
  %t = call i1 @llvm.public.type.test(ptr %p, metadata !"_ZTS1A")
  call void @llvm.assume(i1 %t)
  ret i8 1
}

define i1 @ra_cmp() {
  %r = call ptr @llvm.returnaddress(i32 0)
  %f = call ptr @llvm.frameaddress.p0(i32 0)
  %c = icmp eq ptr %r, %f
  ret i1 %c
}

define i8 @ra_load() {
  %r = call ptr @llvm.returnaddress(i32 0)
  %v = load i8, ptr %r
  ret i8 %v
}

define i8 @fa_load() {
  %f = call ptr @llvm.frameaddress.p0(i32 0)
  %v = load i8, ptr %f
  ret i8 %v
}

define ptr @ra_level1() {
  %r = call ptr @llvm.returnaddress(i32 1)
  ret ptr %r
}
