; call and the value attributes of its parameters and return value (LangRef
; `call`, "Parameter Attributes", "Poison Values"). noundef: a poison or
; undef value is immediate UB. nonnull, align, range: a violating value
; becomes poison (UB with noundef too). dereferenceable(n): the pointer must
; be well defined and dereferenceable for n bytes, else UB
; (dereferenceable_or_null also allows null). byval: the callee gets its own
; copy. Attributes on the callee's declaration and on the call site both
; apply.

; noundef
; RUN: @call_noundef(1) => i8 1
; RUN: @call_noundef(poison) => ub noundef-violation
; RUN: @call_noundef(undef) => ub noundef-violation
; a partially undef value is not well defined either
; RUN: @call_noundef_partial() => ub noundef-violation
; a vector with one poison lane is not well defined
; RUN: @call_noundef_vec(poison) => ub noundef-violation
; RUN: @call_noundef_vec(1) => i8 1
; noundef on the call site only
; RUN: @call_site_noundef(poison) => ub noundef-violation
; nonnull
; RUN: @call_nonnull_null() => i1 poison
; RUN: @call_nonnull_noundef_null() => ub noundef-violation
; align
; RUN: @call_align(0) => i1 true
; RUN: @call_align(2) => i1 poison
; RUN: @call_align_noundef(2) => ub noundef-violation
; an undef pointer: the members that break nonnull or align are poison, so
; a value some member of which breaks them is poison ([attr-undef]); one
; whose members all keep them passes as it is
; RUN: @call_align_undef_ptr(undef) => ptr poison
; RUN: @call_nonnull_undef_ptr(undef) => ptr poison
; RUN: @call_align_undef_bits(3) => ptr poison
; RUN: @call_align_undef_bits(-4) => ptr 0b??????????????????????????????????????????????????????????????00
; RUN: @call_nonnull_undef_bits(0) => ptr poison
; RUN: @call_nonnull_undef_bits(16) => ptr 0b000000000000000000000000000000000000000000000000000000000001??00
; range: [0, 10) and the wrapping [-2, 2)
; RUN: @call_range(9) => i8 9
; RUN: @call_range(10) => i8 poison
; RUN: @call_range(-1) => i8 poison
; RUN: @call_range_wrap(-2) => i8 -2
; RUN: @call_range_wrap(1) => i8 1
; RUN: @call_range_wrap(2) => i8 poison
; RUN: @call_range_noundef(10) => ub noundef-violation
; a range on the return value
; RUN: @ret_range(5) => i8 5
; RUN: @ret_range(50) => i8 poison
; nofpclass(mask): a value of a class in the mask is poison, lane by lane
; (LangRef `nofpclass`); named classes and a number give the same mask
; RUN: @call_nofpclass_norm(1.0) => double poison
; RUN: @call_nofpclass_norm(-1.0) => double poison
; RUN: @call_nofpclass_norm(0.0) => double 0x0000000000000000
; RUN: @call_nofpclass_norm(0x0000000000000001) => double 0x0000000000000001
; RUN: @call_nofpclass_pnorm(-1.0) => double 0xBFF0000000000000
; RUN: @call_nofpclass_pnorm(1.0) => double poison
; RUN: @call_nofpclass_nan_num(0x7FF8000000000000) => double poison
; RUN: @call_nofpclass_nan_num(0x7FF0000000000000) => double 0x7FF0000000000000
; RUN: @call_nofpclass_noundef(1.0) => ub noundef-violation
; RUN: @call_nofpclass_vector(1.0) => <2 x float> <float poison, float 0x0000000000000000>
; a poison argument stays poison; so does an undef one, some member of
; which is a normal value ([attr-undef])
; RUN: @call_nofpclass_norm(poison) => double poison
; RUN: @call_nofpclass_norm(undef) => double poison
; other formats: half (a subnormal) and fp128 (a quiet NaN, 0xL low half first)
; RUN: @call_nofpclass_half_sub(0xH0001) => half poison
; RUN: @call_nofpclass_half_sub(0xH3C00) => half 0xH3C00
; RUN: @call_nofpclass_fp128_nan(0xL00000000000000007FFF800000000000) => fp128 poison
; RUN: @call_nofpclass_fp128_nan(0xL00000000000000003FFF000000000000) => fp128 0xL00000000000000003FFF000000000000
; an undef fp128 and an undef half have a NaN and a subnormal member ([attr-undef])
; RUN: @call_nofpclass_fp128_nan(undef) => fp128 poison
; RUN: @call_nofpclass_half_sub(undef) => half poison
; RUN: @ret_nofpclass_zero(0.0) => double poison
; RUN: @ret_nofpclass_zero(2.0) => double 0x4000000000000000
; dereferenceable
; RUN: @call_deref(4) => i8 0
; RUN: @call_deref(3) => ub attribute-violation
; RUN: @call_deref_null() => ub attribute-violation
; RUN: @call_deref_or_null_null() => i8 0
; dereferenceable implies noundef: a poison pointer is UB
; RUN: @call_deref_poison() => ub attribute-violation
; a dead object is not dereferenceable
; RUN: @call_deref_dead() => ub attribute-violation
; byval: the callee writes its copy; the caller's object is unchanged
; RUN: @byval_caller() => i32 7
; the copy reads through the pointer: a poison or null pointer is UB
; RUN: @byval_poison() => ub poison-pointer-access
; RUN: @byval_null() => ub null-dereference
; a declared (external) function's parameter attributes apply too
; RUN: @declared_noundef(poison) => ub noundef-violation
; RUN: @declared_noundef(1) => void
; calling through a pointer that is poison, or not a function
; RUN: @call_poison_fp() => ub invalid-call
; RUN: @call_not_a_function() => ub invalid-call
; calling a function with the wrong type
; RUN: @call_wrong_type() => ub invalid-call

define i8 @id(i8 %x) {
  ret i8 %x
}
define i8 @takes_noundef(i8 noundef %x) {
  ret i8 %x
}
define i8 @call_noundef(i8 %x) {
  %r = call i8 @takes_noundef(i8 %x)
  ret i8 %r
}
define i8 @call_noundef_partial() {
  %x = or i8 undef, 1
  %r = call i8 @takes_noundef(i8 %x)
  ret i8 %r
}
define i8 @takes_noundef_vec(<2 x i8> noundef %v) {
  %e = extractelement <2 x i8> %v, i32 1
  ret i8 %e
}
define i8 @call_noundef_vec(i8 %x) {
  %v = insertelement <2 x i8> <i8 0, i8 1>, i8 %x, i32 0
  %r = call i8 @takes_noundef_vec(<2 x i8> %v)
  ret i8 %r
}
define i8 @call_site_noundef(i8 %x) {
  %r = call i8 @id(i8 noundef %x)
  ret i8 %r
}
define i1 @is_null(ptr %p) {
  %r = icmp eq ptr %p, null
  ret i1 %r
}
define i1 @call_nonnull_null() {
  %r = call i1 @is_null(ptr nonnull null)
  ret i1 %r
}
define i1 @call_nonnull_noundef_null() {
  %r = call i1 @is_null(ptr nonnull noundef null)
  ret i1 %r
}
define i1 @is_nonnull_aligned(ptr align 4 %p) {
  %r = icmp ne ptr %p, null
  ret i1 %r
}
define i1 @call_align(i64 %off) {
  %a = alloca [8 x i8], align 4
  %p = getelementptr i8, ptr %a, i64 %off
  %r = call i1 @is_nonnull_aligned(ptr %p)
  ret i1 %r
}
define i1 @call_align_noundef(i64 %off) {
  %a = alloca [8 x i8], align 4
  %p = getelementptr i8, ptr %a, i64 %off
  %r = call i1 @is_nonnull_aligned(ptr noundef %p)
  ret i1 %r
}
define ptr @ptr_align4(ptr align 4 %p) {
  ret ptr %p
}
define ptr @ptr_nonnull(ptr nonnull %p) {
  ret ptr %p
}
define ptr @call_align_undef_ptr(ptr %p) {
  %r = call ptr @ptr_align4(ptr %p)
  ret ptr %r
}
define ptr @call_nonnull_undef_ptr(ptr %p) {
  %r = call ptr @ptr_nonnull(ptr %p)
  ret ptr %r
}
; undef exactly in the bits of %mask, 0 elsewhere
define ptr @call_align_undef_bits(i64 %mask) {
  %u = and i64 undef, %mask
  %p = inttoptr i64 %u to ptr
  %r = call ptr @ptr_align4(ptr %p)
  ret ptr %r
}
; undef in bits 2 and 3, %bit set besides
define ptr @call_nonnull_undef_bits(i64 %bit) {
  %u = and i64 undef, 12
  %v = or i64 %u, %bit
  %p = inttoptr i64 %v to ptr
  %r = call ptr @ptr_nonnull(ptr %p)
  ret ptr %r
}
define i8 @in_range(i8 range(i8 0, 10) %x) {
  ret i8 %x
}
define i8 @call_range(i8 %x) {
  %r = call i8 @in_range(i8 %x)
  ret i8 %r
}
define i8 @in_range_wrap(i8 range(i8 -2, 2) %x) {
  ret i8 %x
}
define i8 @call_range_wrap(i8 %x) {
  %r = call i8 @in_range_wrap(i8 %x)
  ret i8 %r
}
define i8 @call_range_noundef(i8 %x) {
  %r = call i8 @in_range(i8 noundef %x)
  ret i8 %r
}
define range(i8 0, 10) i8 @ret_range_callee(i8 %x) {
  ret i8 %x
}
define i8 @ret_range(i8 %x) {
  %r = call i8 @ret_range_callee(i8 %x)
  ret i8 %r
}
define i8 @first_byte(ptr dereferenceable(4) %p) {
  ret i8 0
}
define i8 @first_byte_or_null(ptr dereferenceable_or_null(4) %p) {
  ret i8 0
}
define i8 @call_deref(i64 %n) {
  %a = alloca i8, i64 %n
  %r = call i8 @first_byte(ptr %a)
  ret i8 %r
}
define i8 @call_deref_null() {
  %r = call i8 @first_byte(ptr null)
  ret i8 %r
}
define i8 @call_deref_or_null_null() {
  %r = call i8 @first_byte_or_null(ptr null)
  ret i8 %r
}
define i8 @call_deref_poison() {
  %r = call i8 @first_byte(ptr poison)
  ret i8 %r
}
define ptr @make_dangling() {
  %a = alloca i32
  ret ptr %a
}
define i8 @call_deref_dead() {
  %p = call ptr @make_dangling()
  %r = call i8 @first_byte(ptr %p)
  ret i8 %r
}
define void @clobber(ptr byval(i32) %p) {
  store i32 99, ptr %p
  ret void
}
define i32 @byval_caller() {
  %a = alloca i32
  store i32 7, ptr %a
  call void @clobber(ptr byval(i32) %a)
  %v = load i32, ptr %a
  ret i32 %v
}
define i8 @call_poison_fp() {
  %r = call i8 poison(i8 1)
  ret i8 %r
}
@data = global i8 0
define i8 @call_not_a_function() {
  %r = call i8 @data(i8 1)
  ret i8 %r
}
define i8 @call_wrong_type() {
  %r = call i8 @id(i8 1, i8 2)
  ret i8 %r
}
define i32 @byval_callee(ptr byval(i32) %p) {
  ret i32 0
}
define i32 @byval_poison() {
  %r = call i32 @byval_callee(ptr byval(i32) poison)
  ret i32 %r
}
define i32 @byval_null() {
  %r = call i32 @byval_callee(ptr byval(i32) null)
  ret i32 %r
}
declare void @ext_noundef(i8 noundef)
define void @declared_noundef(i8 %x) {
  call void @ext_noundef(i8 %x)
  ret void
}

define double @no_norm(double nofpclass(norm) %x) {
  ret double %x
}
define double @call_nofpclass_norm(double %x) {
  %r = call double @no_norm(double %x)
  ret double %r
}
define double @no_pnorm(double nofpclass(pnorm) %x) {
  ret double %x
}
define double @call_nofpclass_pnorm(double %x) {
  %r = call double @no_pnorm(double %x)
  ret double %r
}
define double @no_nan_num(double nofpclass(3) %x) {
  ret double %x
}
define double @call_nofpclass_nan_num(double %x) {
  %r = call double @no_nan_num(double %x)
  ret double %r
}
define double @call_nofpclass_noundef(double %x) {
  %r = call double @no_norm(double noundef %x)
  ret double %r
}
define <2 x float> @no_norm_vec(<2 x float> nofpclass(norm) %v) {
  ret <2 x float> %v
}
define <2 x float> @call_nofpclass_vector(double %d) {
  %x = fptrunc double %d to float
  %v0 = insertelement <2 x float> poison, float %x, i32 0
  %v = insertelement <2 x float> %v0, float 0.0, i32 1
  %r = call <2 x float> @no_norm_vec(<2 x float> %v)
  ret <2 x float> %r
}
define nofpclass(zero) double @ret_nofpclass_zero(double %x) {
  ret double %x
}
define half @no_sub_half(half nofpclass(sub) %x) {
  ret half %x
}
define half @call_nofpclass_half_sub(half %x) {
  %r = call half @no_sub_half(half %x)
  ret half %r
}
define fp128 @no_nan_fp128(fp128 nofpclass(nan) %x) {
  ret fp128 %x
}
define fp128 @call_nofpclass_fp128_nan(fp128 %x) {
  %r = call fp128 @no_nan_fp128(fp128 %x)
  ret fp128 %r
}
