; Immediate UB of memory accesses (LangRef `load`/`store`, "Pointer
; Aliasing Rules", "Object Lifetime", "Allocated Objects"): the pointer
; must be well defined (not poison, not undef), not null, carry provenance
; for an allocation, be aligned as the access says, and the access must lie
; inside that allocation, which must be alive; stores also need a mutable
; allocation.

; RUN: @load_null() => ub null-dereference
; RUN: @store_null() => ub null-dereference
; RUN: @load_ptr(poison) => ub poison-pointer-access
; RUN: @load_ptr(undef) => ub undef-pointer-access
; LangRef's example: a GEP whose index is `and poison, 0` is poison, and storing through it is UB
; RUN: @langref_poison_gep() => ub poison-pointer-access
; out of bounds: past the end, straddling the end, before the start
; RUN: @load_at(0) => i8 0
; RUN: @load_at(3) => i8 0
; RUN: @load_at(4) => ub out-of-bounds
; RUN: @load_at(-1) => ub out-of-bounds
; RUN: @load_i32_at(1) => ub out-of-bounds
; RUN: @load_i32_at(0) => i32 0
; misaligned: the access's align must divide the address
; RUN: @load_align4_at(4) => i32 0
; RUN: @load_align4_at(2) => ub misaligned-access
; RUN: @store_align8_at(4) => ub misaligned-access
; overestimating the alignment is UB even in bounds; align 1 is always fine
; RUN: @load_align1_at(1) => i16 0
; provenance: a pointer derived from %a may not access %b, even at %b's address
; RUN: @cross_object() => ub out-of-bounds
; ... but a pointer made by inttoptr from %b's address may
; RUN: @cross_object_inttoptr() => i8 7
; a constant global cannot be written; reading it is fine
; RUN: @store_constant() => ub write-to-constant
; RUN: @load_constant() => i32 5
; an external constant too: defined elsewhere, still never modified
; RUN: @store_external_constant() => ub write-to-constant
; the null pointer with an offset is not null but still points nowhere
; RUN: @load_null_plus_8() => ub no-provenance
; a zero-sized alloca: any load is out of bounds
; RUN: @zero_sized() => ub out-of-bounds

define i8 @load_null() {
  %r = load i8, ptr null
  ret i8 %r
}
define void @store_null() {
  store i8 0, ptr null
  ret void
}
define i8 @load_ptr(ptr %p) {
  %r = load i8, ptr %p
  ret i8 %r
}
@h = global i32 0
define void @langref_poison_gep() {
  %poison = sub nuw i32 0, 1
  %still_poison = and i32 %poison, 0
  %poison_yet_again = getelementptr i32, ptr @h, i32 %still_poison
  store i32 0, ptr %poison_yet_again
  ret void
}
define i8 @load_at(i64 %i) {
  %a = alloca [4 x i8]
  store [4 x i8] zeroinitializer, ptr %a
  %p = getelementptr i8, ptr %a, i64 %i
  %r = load i8, ptr %p
  ret i8 %r
}
define i32 @load_i32_at(i64 %i) {
  %a = alloca [4 x i8]
  store [4 x i8] zeroinitializer, ptr %a
  %p = getelementptr i8, ptr %a, i64 %i
  %r = load i32, ptr %p, align 1
  ret i32 %r
}
define i32 @load_align4_at(i64 %i) {
  %a = alloca [16 x i8], align 16
  store [16 x i8] zeroinitializer, ptr %a
  %p = getelementptr i8, ptr %a, i64 %i
  %r = load i32, ptr %p, align 4
  ret i32 %r
}
define void @store_align8_at(i64 %i) {
  %a = alloca [16 x i8], align 16
  %p = getelementptr i8, ptr %a, i64 %i
  store i32 0, ptr %p, align 8
  ret void
}
define i16 @load_align1_at(i64 %i) {
  %a = alloca [16 x i8], align 16
  store [16 x i8] zeroinitializer, ptr %a
  %p = getelementptr i8, ptr %a, i64 %i
  %r = load i16, ptr %p, align 1
  ret i16 %r
}
define i8 @cross_object() {
  %a = alloca i8
  %b = alloca i8
  store i8 7, ptr %b
  %ia = ptrtoint ptr %a to i64
  %ib = ptrtoint ptr %b to i64
  %d = sub i64 %ib, %ia
  %p = getelementptr i8, ptr %a, i64 %d
  %r = load i8, ptr %p
  ret i8 %r
}
define i8 @cross_object_inttoptr() {
  %a = alloca i8
  %b = alloca i8
  store i8 7, ptr %b
  %ib = ptrtoint ptr %b to i64
  %p = inttoptr i64 %ib to ptr
  %r = load i8, ptr %p
  ret i8 %r
}
@c = constant i32 5
define void @store_constant() {
  store i32 1, ptr @c
  ret void
}
@xc = external constant i8, align 4
define void @store_external_constant() {
  store i8 1, ptr @xc
  ret void
}
define i32 @load_constant() {
  %r = load i32, ptr @c
  ret i32 %r
}
define i8 @load_null_plus_8() {
  %p = getelementptr i8, ptr null, i64 8
  %r = load i8, ptr %p
  ret i8 %r
}
define i8 @zero_sized() {
  %a = alloca [0 x i8]
  %r = load i8, ptr %a
  ret i8 %r
}
