; Vector intrinsics: LangRef "Vector Reduction Intrinsics", "Masked Vector
; Load and Store Intrinsics", "Masked Vector Gather and Scatter
; Intrinsics". Rules: semantics/intrinsics.md, "Vectors". A reduction is
; poison if an element is poison; the masked accesses touch only the lanes
; the mask turns on, and behave as a load (store) and a select otherwise.

; Integer reductions (add and mul wrap).
; RUN: @reduce_add() => i8 1
; RUN: @reduce_add_poison() => i8 poison
; RUN: @reduce_mul() => i8 120
; RUN: @reduce_mul_wrap() => i8 0
; RUN: @reduce_and() => i8 12
; RUN: @reduce_and_poison() => i8 poison
; RUN: @reduce_or() => i8 7
; RUN: @reduce_xor() => i8 5
; RUN: @reduce_smax() => i8 5
; RUN: @reduce_smin() => i8 -128
; RUN: @reduce_umax() => i8 -1
; RUN: @reduce_umin() => i8 5
; RUN: @reduce_add_i1() => i1 true
; RUN: @reduce_umax_i65() => i65 -18446744073709551616
; RUN: @reduce_add_i128() => i128 0
; An undef element is one use: and with 0 is 0 whatever it is; or with 1
; is 1 or 3.
; RUN: @reduce_and_undef() => i2 0
; RUN: @reduce_or_undef() => i2 1 | i2 -1

; fadd / fmul without reassoc: in element order from the start value.
; RUN: @reduce_fadd(-0.0) => double 0x3FF0000000000000
; RUN: @reduce_fadd(poison) => double poison
; RUN: @reduce_fadd_neg_zero() => double 0x8000000000000000
; RUN: @reduce_fadd_poison_elem() => double poison
; RUN: @reduce_fmul(1.0) => double 0x4018000000000000
; fmax / fmin: maxnum / minnum semantics (a quiet NaN is ignored).
; RUN: @reduce_fmax() => double 0x4008000000000000
; RUN: @reduce_fmin() => double 0x8000000000000000
; RUN: @reduce_fmax_poison() => double poison
; RUN: @reduce_fmax_nnan() => double poison
; fmaximum / fminimum: NaN propagates; -0 < +0.
; RUN: @reduce_fmaximum() => double 0x7FF8000000000000 | double 0xFFF8000000000000
; RUN: @reduce_fminimum() => double 0x8000000000000000

; masked.load: masked-off lanes come from passthru and are not accessed.
; RUN: @mload() => <4 x i32> <i32 1, i32 9, i32 3, i32 9>
; RUN: @mload_poison_lane() => <4 x i32> <i32 1, i32 poison, i32 9, i32 4>
; RUN: @mload_poison_passthru() => <4 x i32> <i32 poison, i32 2, i32 poison, i32 4>
; RUN: @mload_off_lanes_out_of_bounds() => <4 x i32> <i32 3, i32 4, i32 9, i32 9>
; RUN: @mload_on_lane_out_of_bounds() => ub out-of-bounds
; RUN: @mload_all_off(null) => <4 x i32> <i32 9, i32 9, i32 9, i32 9>
; RUN: @mload_all_off(poison) => <4 x i32> <i32 9, i32 9, i32 9, i32 9>
; An align attribute the pointer does not meet makes it poison: UB for an
; access of a masked-on lane.
; RUN: @mload_align(0) => <4 x i32> <i32 1, i32 9, i32 9, i32 9>
; RUN: @mload_align(4) => ub poison-pointer-access
; RUN: @mload_undef_lane() => <4 x i32> <i32 1, i32 9, i32 9, i32 9> | <4 x i32> <i32 9, i32 9, i32 9, i32 9>
; masked.store: only masked-on lanes are written; a poison mask lane
; writes poison (the select of the load-select-store is poison there).
; RUN: @mstore() => <4 x i32> <i32 5, i32 2, i32 7, i32 4>
; RUN: @mstore_poison_lane() => <4 x i32> <i32 5, i32 poison, i32 7, i32 4>
; RUN: @mstore_off_lanes_out_of_bounds() => <4 x i32> <i32 1, i32 2, i32 5, i32 6>
; RUN: @mstore_on_lane_out_of_bounds() => ub out-of-bounds
; RUN: @mstore_constant_all_off() => void
; RUN: @mstore_constant() => ub write-to-constant
; gather / scatter: one scalar access per masked-on lane, scatter in lane
; order (the last lane wins when addresses coincide).
; RUN: @gather() => <2 x i32> <i32 2, i32 1>
; RUN: @gather_off_null() => <2 x i32> <i32 1, i32 7>
; RUN: @gather_on_poison() => ub poison-pointer-access
; RUN: @scatter_same_address() => i32 20

@cg = constant <4 x i32> zeroinitializer

declare i8 @llvm.vector.reduce.add.v4i8(<4 x i8>)
declare i8 @llvm.vector.reduce.mul.v4i8(<4 x i8>)
declare i8 @llvm.vector.reduce.and.v3i8(<3 x i8>)
declare i8 @llvm.vector.reduce.and.v2i8(<2 x i8>)
declare i8 @llvm.vector.reduce.or.v3i8(<3 x i8>)
declare i8 @llvm.vector.reduce.xor.v3i8(<3 x i8>)
declare i8 @llvm.vector.reduce.smax.v3i8(<3 x i8>)
declare i8 @llvm.vector.reduce.smin.v3i8(<3 x i8>)
declare i8 @llvm.vector.reduce.umax.v3i8(<3 x i8>)
declare i8 @llvm.vector.reduce.umin.v3i8(<3 x i8>)
declare i1 @llvm.vector.reduce.add.v3i1(<3 x i1>)
declare i65 @llvm.vector.reduce.umax.v2i65(<2 x i65>)
declare i128 @llvm.vector.reduce.add.v2i128(<2 x i128>)
declare i2 @llvm.vector.reduce.and.v2i2(<2 x i2>)
declare i2 @llvm.vector.reduce.or.v2i2(<2 x i2>)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>)
declare double @llvm.vector.reduce.fmul.v2f64(double, <2 x double>)
declare double @llvm.vector.reduce.fmax.v3f64(<3 x double>)
declare double @llvm.vector.reduce.fmin.v4f64(<4 x double>)
declare double @llvm.vector.reduce.fmaximum.v3f64(<3 x double>)
declare double @llvm.vector.reduce.fminimum.v2f64(<2 x double>)
declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr, <4 x i1>, <4 x i32>)
declare void @llvm.masked.store.v4i32.p0(<4 x i32>, ptr, <4 x i1>)
declare <2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr>, <2 x i1>, <2 x i32>)
declare void @llvm.masked.scatter.v2i32.v2p0(<2 x i32>, <2 x ptr>, <2 x i1>)

define i8 @reduce_add() {
  %r = call i8 @llvm.vector.reduce.add.v4i8(<4 x i8> <i8 100, i8 100, i8 57, i8 0>)
  ret i8 %r
}
define i8 @reduce_add_poison() {
  %r = call i8 @llvm.vector.reduce.add.v4i8(<4 x i8> <i8 1, i8 poison, i8 2, i8 3>)
  ret i8 %r
}
define i8 @reduce_mul() {
  %r = call i8 @llvm.vector.reduce.mul.v4i8(<4 x i8> <i8 2, i8 3, i8 4, i8 5>)
  ret i8 %r
}
define i8 @reduce_mul_wrap() {
  %r = call i8 @llvm.vector.reduce.mul.v4i8(<4 x i8> <i8 16, i8 16, i8 1, i8 1>)
  ret i8 %r
}
define i8 @reduce_and() {
  %r = call i8 @llvm.vector.reduce.and.v3i8(<3 x i8> <i8 -1, i8 15, i8 60>)
  ret i8 %r
}
define i8 @reduce_and_poison() {
  %r = call i8 @llvm.vector.reduce.and.v2i8(<2 x i8> <i8 0, i8 poison>)
  ret i8 %r
}
define i8 @reduce_or() {
  %r = call i8 @llvm.vector.reduce.or.v3i8(<3 x i8> <i8 1, i8 2, i8 4>)
  ret i8 %r
}
define i8 @reduce_xor() {
  %r = call i8 @llvm.vector.reduce.xor.v3i8(<3 x i8> <i8 1, i8 3, i8 7>)
  ret i8 %r
}
define i8 @reduce_smax() {
  %r = call i8 @llvm.vector.reduce.smax.v3i8(<3 x i8> <i8 -128, i8 5, i8 -1>)
  ret i8 %r
}
define i8 @reduce_smin() {
  %r = call i8 @llvm.vector.reduce.smin.v3i8(<3 x i8> <i8 -128, i8 5, i8 -1>)
  ret i8 %r
}
define i8 @reduce_umax() {
  %r = call i8 @llvm.vector.reduce.umax.v3i8(<3 x i8> <i8 -128, i8 5, i8 -1>)
  ret i8 %r
}
define i8 @reduce_umin() {
  %r = call i8 @llvm.vector.reduce.umin.v3i8(<3 x i8> <i8 -128, i8 5, i8 -1>)
  ret i8 %r
}
define i1 @reduce_add_i1() {
  %r = call i1 @llvm.vector.reduce.add.v3i1(<3 x i1> <i1 true, i1 true, i1 true>)
  ret i1 %r
}
define i65 @reduce_umax_i65() {
  %r = call i65 @llvm.vector.reduce.umax.v2i65(<2 x i65> <i65 18446744073709551616, i65 1>)
  ret i65 %r
}
define i128 @reduce_add_i128() {
  %r = call i128 @llvm.vector.reduce.add.v2i128(<2 x i128> <i128 -1, i128 1>)
  ret i128 %r
}
define i2 @reduce_and_undef() {
  %r = call i2 @llvm.vector.reduce.and.v2i2(<2 x i2> <i2 undef, i2 0>)
  ret i2 %r
}
define i2 @reduce_or_undef() {
  %r = call i2 @llvm.vector.reduce.or.v2i2(<2 x i2> <i2 undef, i2 1>)
  ret i2 %r
}

define double @reduce_fadd(double %start) {
  %r = call double @llvm.vector.reduce.fadd.v4f64(double %start, <4 x double> <double 1.0e16, double 1.0, double -1.0e16, double 1.0>)
  ret double %r
}
define double @reduce_fadd_neg_zero() {
  %r = call double @llvm.vector.reduce.fadd.v2f64(double -0.0, <2 x double> <double -0.0, double -0.0>)
  ret double %r
}
define double @reduce_fadd_poison_elem() {
  %r = call double @llvm.vector.reduce.fadd.v2f64(double 0.0, <2 x double> <double 1.0, double poison>)
  ret double %r
}
define double @reduce_fmul(double %start) {
  %r = call double @llvm.vector.reduce.fmul.v2f64(double %start, <2 x double> <double 2.0, double 3.0>)
  ret double %r
}
define double @reduce_fmax() {
  %r = call double @llvm.vector.reduce.fmax.v3f64(<3 x double> <double 1.0, double 0x7FF8000000000000, double 3.0>)
  ret double %r
}
define double @reduce_fmin() {
  %r = call double @llvm.vector.reduce.fmin.v4f64(<4 x double> <double 1.0, double 0x7FF8000000000000, double -0.0, double 0.0>)
  ret double %r
}
define double @reduce_fmax_poison() {
  %r = call double @llvm.vector.reduce.fmax.v3f64(<3 x double> <double 1.0, double poison, double 3.0>)
  ret double %r
}
define double @reduce_fmax_nnan() {
  %r = call nnan double @llvm.vector.reduce.fmax.v3f64(<3 x double> <double 1.0, double 0x7FF8000000000000, double 3.0>)
  ret double %r
}
define double @reduce_fmaximum() {
  %r = call double @llvm.vector.reduce.fmaximum.v3f64(<3 x double> <double 1.0, double 0x7FF8000000000000, double 3.0>)
  ret double %r
}
define double @reduce_fminimum() {
  %r = call double @llvm.vector.reduce.fminimum.v2f64(<2 x double> <double 0.0, double -0.0>)
  ret double %r
}

define ptr @array() {
  %a = call ptr @malloc(i64 16)
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %a
  ret ptr %a
}
declare ptr @malloc(i64)
define <4 x i32> @mload() {
  %a = call ptr @array()
  %r = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %a, <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i32> splat (i32 9))
  ret <4 x i32> %r
}
define <4 x i32> @mload_poison_lane() {
  %a = call ptr @array()
  %r = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %a, <4 x i1> <i1 true, i1 poison, i1 false, i1 true>, <4 x i32> splat (i32 9))
  ret <4 x i32> %r
}
define <4 x i32> @mload_poison_passthru() {
  %a = call ptr @array()
  %r = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %a, <4 x i1> <i1 false, i1 true, i1 false, i1 true>, <4 x i32> poison)
  ret <4 x i32> %r
}
define <4 x i32> @mload_off_lanes_out_of_bounds() {
  %a = call ptr @array()
  %p = getelementptr i8, ptr %a, i64 8
  %r = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %p, <4 x i1> <i1 true, i1 true, i1 false, i1 false>, <4 x i32> splat (i32 9))
  ret <4 x i32> %r
}
define <4 x i32> @mload_on_lane_out_of_bounds() {
  %a = call ptr @array()
  %p = getelementptr i8, ptr %a, i64 8
  %r = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %p, <4 x i1> <i1 true, i1 true, i1 true, i1 false>, <4 x i32> splat (i32 9))
  ret <4 x i32> %r
}
define <4 x i32> @mload_all_off(ptr %p) {
  %r = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %p, <4 x i1> zeroinitializer, <4 x i32> splat (i32 9))
  ret <4 x i32> %r
}
define <4 x i32> @mload_align(i64 %off) {
  %a = call ptr @array()
  %p = getelementptr i8, ptr %a, i64 %off
  %r = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 16 %p, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x i32> splat (i32 9))
  ret <4 x i32> %r
}
define <4 x i32> @mload_undef_lane() {
  %a = call ptr @array()
  %r = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %a, <4 x i1> <i1 undef, i1 false, i1 false, i1 false>, <4 x i32> splat (i32 9))
  ret <4 x i32> %r
}
define <4 x i32> @mstore() {
  %a = call ptr @array()
  call void @llvm.masked.store.v4i32.p0(<4 x i32> <i32 5, i32 6, i32 7, i32 8>, ptr %a, <4 x i1> <i1 true, i1 false, i1 true, i1 false>)
  %r = load <4 x i32>, ptr %a
  ret <4 x i32> %r
}
define <4 x i32> @mstore_poison_lane() {
  %a = call ptr @array()
  call void @llvm.masked.store.v4i32.p0(<4 x i32> <i32 5, i32 6, i32 7, i32 8>, ptr %a, <4 x i1> <i1 true, i1 poison, i1 true, i1 false>)
  %r = load <4 x i32>, ptr %a
  ret <4 x i32> %r
}
define <4 x i32> @mstore_off_lanes_out_of_bounds() {
  %a = call ptr @array()
  %p = getelementptr i8, ptr %a, i64 8
  call void @llvm.masked.store.v4i32.p0(<4 x i32> <i32 5, i32 6, i32 7, i32 8>, ptr %p, <4 x i1> <i1 true, i1 true, i1 false, i1 false>)
  %r = load <4 x i32>, ptr %a
  ret <4 x i32> %r
}
define void @mstore_on_lane_out_of_bounds() {
  %a = call ptr @array()
  %p = getelementptr i8, ptr %a, i64 8
  call void @llvm.masked.store.v4i32.p0(<4 x i32> <i32 5, i32 6, i32 7, i32 8>, ptr %p, <4 x i1> <i1 false, i1 false, i1 true, i1 false>)
  ret void
}
define void @mstore_constant_all_off() {
  call void @llvm.masked.store.v4i32.p0(<4 x i32> <i32 5, i32 6, i32 7, i32 8>, ptr @cg, <4 x i1> zeroinitializer)
  ret void
}
define void @mstore_constant() {
  call void @llvm.masked.store.v4i32.p0(<4 x i32> <i32 5, i32 6, i32 7, i32 8>, ptr @cg, <4 x i1> <i1 false, i1 true, i1 false, i1 false>)
  ret void
}
define <2 x i32> @gather() {
  %a = call ptr @array()
  %p1 = getelementptr i8, ptr %a, i64 4
  %v0 = insertelement <2 x ptr> poison, ptr %p1, i32 0
  %ps = insertelement <2 x ptr> %v0, ptr %a, i32 1
  %r = call <2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr> %ps, <2 x i1> <i1 true, i1 true>, <2 x i32> splat (i32 7))
  ret <2 x i32> %r
}
define <2 x i32> @gather_off_null() {
  %a = call ptr @array()
  %ps = insertelement <2 x ptr> <ptr null, ptr null>, ptr %a, i32 0
  %r = call <2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr> %ps, <2 x i1> <i1 true, i1 false>, <2 x i32> splat (i32 7))
  ret <2 x i32> %r
}
define <2 x i32> @gather_on_poison() {
  %a = call ptr @array()
  %ps = insertelement <2 x ptr> poison, ptr %a, i32 0
  %r = call <2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr> %ps, <2 x i1> <i1 true, i1 true>, <2 x i32> splat (i32 7))
  ret <2 x i32> %r
}
define i32 @scatter_same_address() {
  %a = call ptr @array()
  %v0 = insertelement <2 x ptr> poison, ptr %a, i32 0
  %ps = insertelement <2 x ptr> %v0, ptr %a, i32 1
  call void @llvm.masked.scatter.v2i32.v2p0(<2 x i32> <i32 10, i32 20>, <2 x ptr> %ps, <2 x i1> <i1 true, i1 true>)
  %r = load i32, ptr %a
  ret i32 %r
}
