; General intrinsics (LangRef "'llvm.assume' Intrinsic", "Assume Operand
; Bundles", "'llvm.expect' Intrinsic", "'llvm.is.constant.*' Intrinsic",
; "'llvm.ptrmask' Intrinsic", "'llvm.objectsize' Intrinsic",
; "'llvm.trap' Intrinsic", "'llvm.ubsantrap' Intrinsic", "'llvm.debugtrap'
; Intrinsic"). Rules: semantics/intrinsics.md, "General". The lifetime
; markers are in semantics/memory/lifetime.ll.

; assume: UB unless the condition is true; poison and undef may be false.
; RUN: @assume(true) => void
; RUN: @assume(false) => ub assume-violation
; RUN: @assume(poison) => ub assume-violation
; RUN: @assume(undef) => ub assume-violation
; RUN: @assume_or_undef() => void
; Operand bundles: a property that does not hold is UB.
; RUN: @assume_align(0, 16) => void
; RUN: @assume_align(8, 16) => ub assume-violation
; RUN: @assume_align(8, 8) => void
; RUN: @assume_align(3, 1) => void
; A non-power-of-two alignment (zero included) is allowed for null only.
; RUN: @assume_align(0, 3) => ub assume-violation
; RUN: @assume_align(0, 0) => ub assume-violation
; RUN: @assume_align_null(3) => void
; RUN: @assume_align_null(0) => void
; RUN: @assume_align_null(4096) => void
; With an offset (clang's __builtin_assume_aligned(p, a, off)): p - off
; must be aligned.
; RUN: @assume_align_offset(8, 8) => void
; RUN: @assume_align_offset(8, 0) => ub assume-violation
; RUN: @assume_nonnull(null) => ub assume-violation
; RUN: @assume_nonnull(poison) => ub assume-violation
; RUN: @assume_nonnull(bytes:00) => void
; dereferenceable holds at the point of the assumption only.
; RUN: @assume_deref(8) => void
; RUN: @assume_deref(0) => void
; RUN: @assume_deref(9) => ub assume-violation
; RUN: @assume_deref_freed() => ub assume-violation
; RUN: @assume_deref_then_free() => void
; RUN: @assume_noundef(1) => void
; RUN: @assume_noundef(poison) => ub assume-violation
; RUN: @assume_noundef(undef) => ub assume-violation
; "ignore" carries no information; "cold"() is about the call site.
; RUN: @assume_ignore(poison) => void

; expect returns its first operand, poison and undef included.
; RUN: @expect(5) => i32 5
; RUN: @expect(poison) => i32 poison
; RUN: @expect(undef) => i32 undef
; RUN: @expect_prob(false) => i1 false
; llvm.ssa.copy returns its operand, whatever its type; poison and undef
; pass through.
; RUN: @ssa_copy_i1(poison) => i1 poison
; RUN: @ssa_copy_i1(true) => i1 true
; RUN: @ssa_copy_i128(undef) => i128 undef
; RUN: @ssa_copy_i128(340282366920938463463374607431768211455) => i128 -1
; RUN: @ssa_copy_ptr(null) => ptr null
; RUN: @ssa_copy_lanes(1) => <2 x i8> <i8 poison, i8 1>

; is.constant: true for a manifest constant operand, false for a
; parameter or the address of a global.
; RUN: @is_constant_param(5) => i1 false
; RUN: @is_constant_literal() => i1 true
; RUN: @is_constant_global() => i1 false

; ptrmask: the address ANDed with the mask, same provenance.
; RUN: @ptrmask_offset(13, -16) => i64 0
; RUN: @ptrmask_offset(13, -8) => i64 8
; RUN: @ptrmask_offset(13, -1) => i64 13
; RUN: @ptrmask_offset(13, poison) => i64 poison
; RUN: @ptrmask_load() => i32 42
; RUN: @ptrmask_poison_ptr() => i1 poison
; RUN: @ptrmask_vec() => <3 x i64> <i64 0, i64 16, i64 poison>
; An undef mask bit: address bit 3 of base+13 is kept or cleared.
; RUN: @ptrmask_undef_mask() => i64 0 | i64 8

; objectsize: the maximum (min=false) may be any size at least what is
; left of the object, the minimum (min=true) any size at most it (LangRef
; "'llvm.objectsize' Intrinsic"); a plain run answers the exact size, the
; exploration also the other end and, where there are few, every member
; (a bound of 2^64 members is sampled: the outcomes listed are a superset).
; null is 0 bytes unless nullunknown, which makes it "unknown" (-1 or 0).
; RUN: @objsize_max(0) => i64 10 | i64 -1
; RUN: @objsize_max(3) => i64 7 | i64 -1
; RUN: @objsize_max(10) => i64 0 | i64 -1
; RUN: @objsize_min(3) => i64 0 | i64 1 | i64 2 | i64 3 | i64 4 | i64 5 | i64 6 | i64 7
; RUN: @objsize_i32(4) => i32 20 | i32 -1
; RUN: @objsize_null() => i64 0 | i64 -1
; Width 1: the size left (7) does not fit, so the maximum's bound is
; {1} alone (-1, "unknown"); widths above 64 answer the exact size.
; RUN: @objsize_i1(3) => i1 true
; RUN: @objsize_i128(3) => i128 7
; RUN: @objsize_null_unknown() => i64 -1
; RUN: @objsize_null_unknown_min() => i64 0
; RUN: @objsize_poison() => i64 poison
; Before the start of a live object nothing is left: the maximum may be
; anything (LLVM's run-time lowering gives 0, its constant folding -1),
; the minimum only 0.
; RUN: @objsize_max(-1) => i64 0 | i64 -1
; RUN: @objsize_min(-3) => i64 0

; The traps end the program abnormally, by the signal a native x86-64 run
; dies of (SIGILL for ud2, SIGTRAP for int3); a trap is not UB.
; RUN: @trap() => trap 4
; RUN: @ubsantrap() => trap 4
; RUN: @debugtrap() => trap 5

@g = global i32 0

declare void @llvm.assume(i1)
declare i32 @llvm.expect.i32(i32, i32)
declare i1 @llvm.expect.with.probability.i1(i1, i1, double)
declare i1 @llvm.ssa.copy.i1(i1)
declare i128 @llvm.ssa.copy.i128(i128)
declare ptr @llvm.ssa.copy.p0(ptr)
declare <2 x i8> @llvm.ssa.copy.v2i8(<2 x i8>)
declare i1 @llvm.is.constant.i32(i32)
declare i1 @llvm.is.constant.p0(ptr)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64)
declare <3 x ptr> @llvm.ptrmask.v3p0.v3i64(<3 x ptr>, <3 x i64>)
declare i64 @llvm.objectsize.i64.p0(ptr, i1, i1, i1)
declare i32 @llvm.objectsize.i32.p0(ptr, i1, i1, i1)
declare i1 @llvm.objectsize.i1.p0(ptr, i1, i1, i1)
declare i128 @llvm.objectsize.i128.p0(ptr, i1, i1, i1)
declare void @llvm.trap()
declare void @llvm.ubsantrap(i8)
declare void @llvm.debugtrap()
declare ptr @malloc(i64)
declare void @free(ptr)

define void @assume(i1 %c) {
  call void @llvm.assume(i1 %c)
  ret void
}
define void @assume_or_undef() {
  %c = or i1 undef, true
  call void @llvm.assume(i1 %c)
  ret void
}
define void @assume_align(i64 %off, i64 %align) {
  %a = alloca [32 x i8], align 16
  %p = getelementptr i8, ptr %a, i64 %off
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 %align) ]
  ret void
}
define void @assume_align_null(i64 %align) {
  call void @llvm.assume(i1 true) [ "align"(ptr null, i64 %align) ]
  ret void
}
define void @assume_align_offset(i64 %at, i64 %off) {
  %a = alloca [32 x i8], align 16
  %p = getelementptr i8, ptr %a, i64 %at
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 16, i64 %off) ]
  ret void
}
define void @assume_nonnull(ptr %p) {
  call void @llvm.assume(i1 true) [ "nonnull"(ptr %p) ]
  ret void
}
define void @assume_deref(i64 %n) {
  %a = alloca [8 x i8]
  call void @llvm.assume(i1 true) [ "dereferenceable"(ptr %a, i64 %n) ]
  ret void
}
define void @assume_deref_freed() {
  %p = call ptr @malloc(i64 8)
  call void @free(ptr %p)
  call void @llvm.assume(i1 true) [ "dereferenceable"(ptr %p, i64 8) ]
  ret void
}
define void @assume_deref_then_free() {
  %p = call ptr @malloc(i64 8)
  call void @llvm.assume(i1 true) [ "dereferenceable"(ptr %p, i64 8) ]
  call void @free(ptr %p)
  ret void
}
define void @assume_noundef(i32 %x) {
  call void @llvm.assume(i1 true) [ "noundef"(i32 %x) ]
  ret void
}
define void @assume_ignore(i32 %x) {
  call void @llvm.assume(i1 true) [ "ignore"(i32 %x), "cold"() ]
  ret void
}

define i32 @expect(i32 %x) {
  %r = call i32 @llvm.expect.i32(i32 %x, i32 1)
  ret i32 %r
}
define i1 @expect_prob(i1 %x) {
  %r = call i1 @llvm.expect.with.probability.i1(i1 %x, i1 true, double 0.9)
  ret i1 %r
}

define i1 @ssa_copy_i1(i1 %x) {
  %r = call i1 @llvm.ssa.copy.i1(i1 %x)
  ret i1 %r
}
define i128 @ssa_copy_i128(i128 %x) {
  %r = call i128 @llvm.ssa.copy.i128(i128 %x)
  ret i128 %r
}
define ptr @ssa_copy_ptr(ptr %p) {
  %r = call ptr @llvm.ssa.copy.p0(ptr %p)
  ret ptr %r
}
define <2 x i8> @ssa_copy_lanes(i8 %x) {
  %v = insertelement <2 x i8> poison, i8 %x, i32 1
  %r = call <2 x i8> @llvm.ssa.copy.v2i8(<2 x i8> %v)
  ret <2 x i8> %r
}

define i1 @is_constant_param(i32 %x) {
  %r = call i1 @llvm.is.constant.i32(i32 %x)
  ret i1 %r
}
define i1 @is_constant_literal() {
  %r = call i1 @llvm.is.constant.i32(i32 5)
  ret i1 %r
}
define i1 @is_constant_global() {
  %r = call i1 @llvm.is.constant.p0(ptr @g)
  ret i1 %r
}

define i64 @ptrmask_offset(i64 %off, i64 %mask) {
  %a = alloca [64 x i8], align 16
  %p = getelementptr i8, ptr %a, i64 %off
  %m = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 %mask)
  %ai = ptrtoint ptr %a to i64
  %mi = ptrtoint ptr %m to i64
  %d = sub i64 %mi, %ai
  ret i64 %d
}
define i32 @ptrmask_load() {
  %a = alloca i32, align 8
  store i32 42, ptr %a
  %p = getelementptr i8, ptr %a, i64 3
  %m = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -8)
  %r = load i32, ptr %m
  ret i32 %r
}
define i1 @ptrmask_poison_ptr() {
  %m = call ptr @llvm.ptrmask.p0.i64(ptr poison, i64 -1)
  %c = icmp eq ptr %m, null
  ret i1 %c
}
define <3 x i64> @ptrmask_vec() {
  %a = alloca [32 x i8], align 16
  %p = getelementptr i8, ptr %a, <3 x i64> <i64 5, i64 21, i64 7>
  %m = call <3 x ptr> @llvm.ptrmask.v3p0.v3i64(<3 x ptr> %p, <3 x i64> <i64 -16, i64 -16, i64 poison>)
  %ai = ptrtoint ptr %a to i64
  %v0 = insertelement <3 x i64> poison, i64 %ai, i32 0
  %splat = shufflevector <3 x i64> %v0, <3 x i64> poison, <3 x i32> zeroinitializer
  %mi = ptrtoint <3 x ptr> %m to <3 x i64>
  %d = sub <3 x i64> %mi, %splat
  ret <3 x i64> %d
}
define i64 @ptrmask_undef_mask() {
  %a = alloca [64 x i8], align 16
  %p = getelementptr i8, ptr %a, i64 13
  %bit3 = and i64 undef, 8
  %mask = or i64 %bit3, -16
  %m = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 %mask)
  %ai = ptrtoint ptr %a to i64
  %mi = ptrtoint ptr %m to i64
  %d = sub i64 %mi, %ai
  ret i64 %d
}

define i64 @objsize_max(i64 %off) {
  %a = alloca [10 x i8]
  %p = getelementptr i8, ptr %a, i64 %off
  %r = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 false, i1 false, i1 false)
  ret i64 %r
}
define i64 @objsize_min(i64 %off) {
  %a = alloca [10 x i8]
  %p = getelementptr i8, ptr %a, i64 %off
  %r = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 true, i1 false, i1 false)
  ret i64 %r
}
define i32 @objsize_i32(i64 %off) {
  %a = call ptr @malloc(i64 24)
  %p = getelementptr i8, ptr %a, i64 %off
  %r = call i32 @llvm.objectsize.i32.p0(ptr %p, i1 false, i1 false, i1 true)
  ret i32 %r
}
define i1 @objsize_i1(i64 %off) {
  %a = alloca [10 x i8]
  %p = getelementptr i8, ptr %a, i64 %off
  %r = call i1 @llvm.objectsize.i1.p0(ptr %p, i1 false, i1 false, i1 false)
  ret i1 %r
}
define i128 @objsize_i128(i64 %off) {
  %a = alloca [10 x i8]
  %p = getelementptr i8, ptr %a, i64 %off
  %r = call i128 @llvm.objectsize.i128.p0(ptr %p, i1 false, i1 false, i1 false)
  ret i128 %r
}
define i64 @objsize_null() {
  %r = call i64 @llvm.objectsize.i64.p0(ptr null, i1 false, i1 false, i1 false)
  ret i64 %r
}
define i64 @objsize_null_unknown() {
  %r = call i64 @llvm.objectsize.i64.p0(ptr null, i1 false, i1 true, i1 false)
  ret i64 %r
}
define i64 @objsize_null_unknown_min() {
  %r = call i64 @llvm.objectsize.i64.p0(ptr null, i1 true, i1 true, i1 false)
  ret i64 %r
}
define i64 @objsize_poison() {
  %r = call i64 @llvm.objectsize.i64.p0(ptr poison, i1 false, i1 false, i1 false)
  ret i64 %r
}

define void @trap() {
  call void @llvm.trap()
  unreachable
}
define void @ubsantrap() {
  call void @llvm.ubsantrap(i8 3)
  unreachable
}
define void @debugtrap() {
  call void @llvm.debugtrap()
  ret void
}
