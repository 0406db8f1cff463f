; Load metadata (LangRef `load`, "'range' Metadata", "'dereferenceable'
; Metadata"): !range, !nonnull, !align turn a violating loaded value into
; poison; !noundef makes a poison or undef result (violations of the others
; included) immediate UB; !dereferenceable(_or_null) makes a loaded pointer
; that is not dereferenceable (or null) immediate UB.

; !range !{i8 0, i8 2}
; RUN: @range(1) => i8 1
; RUN: @range(2) => i8 poison
; two pairs: [0, 2) and [4, 6)
; RUN: @range2(5) => i8 5
; RUN: @range2(3) => i8 poison
; a wrapping range [-1, 2)
; RUN: @range_wrap(-1) => i8 -1
; RUN: @range_wrap(2) => i8 poison
; vectors: element-wise
; RUN: @range_vec(7) => <2 x i8> <i8 1, i8 poison>
; undef bits are resolved first: a value in the range or poison
; RUN: @range_undef() => i2 0 | i2 1 | i2 poison
; !noundef
; RUN: @noundef(3) => i8 3
; RUN: @noundef(poison) => ub noundef-violation
; RUN: @noundef_uninit() => ub noundef-violation
; !range with !noundef: the violation is UB
; RUN: @range_noundef(2) => ub noundef-violation
; !nonnull, !align
; RUN: @nonnull_null() => ptr poison
; RUN: @nonnull_noundef_null() => ub noundef-violation
; RUN: @align_misaligned(1) => i1 poison
; RUN: @align_misaligned(0) => i1 true
; !dereferenceable
; RUN: @deref(8) => i8 0
; RUN: @deref(2) => ub attribute-violation
; RUN: @deref_null() => ub attribute-violation
; RUN: @deref_or_null_null() => i8 0
; RUN: @deref_poison() => ub attribute-violation

define i2 @range_undef() {
  %p = alloca i2
  store i2 undef, ptr %p
  %r = load i2, ptr %p, !range !9
  ret i2 %r
}
define i8 @range(i8 %v) {
  %p = alloca i8
  store i8 %v, ptr %p
  %r = load i8, ptr %p, !range !0
  ret i8 %r
}
define i8 @range2(i8 %v) {
  %p = alloca i8
  store i8 %v, ptr %p
  %r = load i8, ptr %p, !range !1
  ret i8 %r
}
define i8 @range_wrap(i8 %v) {
  %p = alloca i8
  store i8 %v, ptr %p
  %r = load i8, ptr %p, !range !2
  ret i8 %r
}
define <2 x i8> @range_vec(i8 %v) {
  %p = alloca <2 x i8>
  %w = insertelement <2 x i8> <i8 1, i8 1>, i8 %v, i32 1
  store <2 x i8> %w, ptr %p
  %r = load <2 x i8>, ptr %p, !range !0
  ret <2 x i8> %r
}
define i8 @noundef(i8 %v) {
  %p = alloca i8
  store i8 %v, ptr %p
  %r = load i8, ptr %p, !noundef !3
  ret i8 %r
}
define i8 @noundef_uninit() {
  %p = alloca i8
  %r = load i8, ptr %p, !noundef !3
  ret i8 %r
}
define i8 @range_noundef(i8 %v) {
  %p = alloca i8
  store i8 %v, ptr %p
  %r = load i8, ptr %p, !range !0, !noundef !3
  ret i8 %r
}
define ptr @nonnull_null() {
  %p = alloca ptr
  store ptr null, ptr %p
  %r = load ptr, ptr %p, !nonnull !3
  ret ptr %r
}
define ptr @nonnull_noundef_null() {
  %p = alloca ptr
  store ptr null, ptr %p
  %r = load ptr, ptr %p, !nonnull !3, !noundef !3
  ret ptr %r
}
define i1 @align_misaligned(i64 %off) {
  %obj = alloca [8 x i8], align 8
  %q = getelementptr i8, ptr %obj, i64 %off
  %p = alloca ptr
  store ptr %q, ptr %p
  %r = load ptr, ptr %p, !align !4
  %c = icmp ne ptr %r, null
  ret i1 %c
}
define i8 @deref(i64 %n) {
  %obj = alloca i8, i64 %n
  %p = alloca ptr
  store ptr %obj, ptr %p
  %r = load ptr, ptr %p, !dereferenceable !5
  ret i8 0
}
define i8 @deref_null() {
  %p = alloca ptr
  store ptr null, ptr %p
  %r = load ptr, ptr %p, !dereferenceable !5
  ret i8 0
}
define i8 @deref_or_null_null() {
  %p = alloca ptr
  store ptr null, ptr %p
  %r = load ptr, ptr %p, !dereferenceable_or_null !5
  ret i8 0
}
define i8 @deref_poison() {
  %p = alloca ptr
  store ptr poison, ptr %p
  %r = load ptr, ptr %p, !dereferenceable !5
  ret i8 0
}

!0 = !{i8 0, i8 2}
!1 = !{i8 0, i8 2, i8 4, i8 6}
!2 = !{i8 -1, i8 2}
!3 = !{}
!4 = !{i64 4}
!5 = !{i64 8}
!9 = !{i2 0, i2 2}
