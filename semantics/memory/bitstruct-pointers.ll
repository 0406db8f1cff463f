; Pointers into an Explicitly Packed Structure: what works on a pointer to
; a bit inside a byte, and the clear errors for what has no meaning there.
;
;   %s = \{ i3, i4, i1, [3 x i8] }/     field b is at bit 3 of byte 0
;   %t = \{ i15, i15, i2 }/             C: struct { int i:15, j:15; }
;                                       field j is at bit 7 of byte 1
;
; Comparisons see the bit position; alignment is that of the byte address.
; RUN: @icmp_fields() => i1 false
; RUN: @icmp_order() => i1 true
; RUN: @icmp_first_field_is_the_struct() => i1 true
; RUN: @align_of_the_byte() => i4 0
; RUN: @field_in_an_odd_byte(1) => i15 0
; RUN: @field_in_an_odd_byte(2) => ub misaligned-access
; RUN: @past_the_end() => ub out-of-bounds
; RUN: @store_to_constant() => ub write-to-constant
; RUN: @ptrtoint_first_field() => i1 true
; RUN: @ptrtoint_inside_byte() => unsupported ptrtoint of a pointer to bit 3 of the byte at 0x1000 (a field of an Explicitly Packed Structure): an integer address cannot say which bit
; RUN: @store_bit_pointer() => unsupported store of this type: a pointer to bit 3 inside a byte (a field of an Explicitly Packed Structure) has no in-memory representation
; RUN: @store_pointer_inside_byte() => unsupported store of this type: a pointer at bit 3 inside a byte: pointers (and their provenance) are stored at whole bytes only
; RUN: @load_pointer_inside_byte() => unsupported load of this type: a pointer at bit 3 inside a byte: pointers (and their provenance) are stored at whole bytes only
; RUN: @memcpy_inside_byte() => unsupported llvm.memcpy reading through a pointer to bit 3 of the byte at 0x1000 (a field of an Explicitly Packed Structure): only load and store access memory inside a byte
; RUN: @memset_first_field() => i32 -1
; RUN: @field_of_undef_pointer() => ub undef-pointer-access

%s = type \{ i3, i4, i1, [3 x i8] }/
%t = type \{ i15, i15, i2 }/

@k = constant %s zeroinitializer

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

; Fields a and b share a byte but are different places.
define i1 @icmp_fields() {
  %p = alloca %s, align 4
  %a = getelementptr %s, ptr %p, i32 0, i32 0
  %b = getelementptr %s, ptr %p, i32 0, i32 1
  %r = icmp eq ptr %a, %b
  ret i1 %r
}

define i1 @icmp_order() {
  %p = alloca %s, align 4
  %b = getelementptr %s, ptr %p, i32 0, i32 1
  %pad = getelementptr %s, ptr %p, i32 0, i32 2
  %r = icmp ult ptr %b, %pad
  ret i1 %r
}

; The first field starts where the structure does.
define i1 @icmp_first_field_is_the_struct() {
  %p = alloca %s, align 4
  %a = getelementptr %s, ptr %p, i32 0, i32 0
  %r = icmp eq ptr %a, %p
  ret i1 %r
}

; `align 4` on field b: the byte holding it is 4-aligned, so this is fine.
define i4 @align_of_the_byte() {
  %p = alloca %s, align 4
  store i32 0, ptr %p, align 4
  %b = getelementptr %s, ptr %p, i32 0, i32 1
  %r = load i4, ptr %b, align 4
  ret i4 %r
}

; Field j of %t lives at bit 7 of byte 1: `align 1` is right, `align 2`
; (the default alignment of i15) is a misaligned access.
define i15 @field_in_an_odd_byte(i64 %align) {
  %p = alloca %t, align 4
  store i32 0, ptr %p, align 4
  %j = getelementptr %t, ptr %p, i32 0, i32 1
  %two = icmp eq i64 %align, 2
  br i1 %two, label %a2, label %a1
a1:
  %r1 = load i15, ptr %j, align 1
  ret i15 %r1
a2:
  %r2 = load i15, ptr %j, align 2
  ret i15 %r2
}

; Bits 3..10 of the last byte of a 4-byte object reach into byte 4.
define i8 @past_the_end() {
  %p = alloca %s, align 4
  %last = getelementptr i8, ptr %p, i64 3
  %b = getelementptr %s, ptr %last, i32 0, i32 1
  %r = load i8, ptr %b, align 1
  ret i8 %r
}

define void @store_to_constant() {
  %b = getelementptr %s, ptr @k, i32 0, i32 1
  store i4 1, ptr %b, align 1
  ret void
}

; A field pointer at bit 0 has an address.
define i1 @ptrtoint_first_field() {
  %p = alloca %s, align 4
  %a = getelementptr %s, ptr %p, i32 0, i32 0
  %x = ptrtoint ptr %a to i64
  %y = ptrtoint ptr %p to i64
  %r = icmp eq i64 %x, %y
  ret i1 %r
}

; One inside a byte has none.
define i64 @ptrtoint_inside_byte() {
  %b = getelementptr %s, ptr inttoptr (i64 4096 to ptr), i32 0, i32 1
  %x = ptrtoint ptr %b to i64
  ret i64 %x
}

; Storing a pointer to bit 3 as data: an address cannot say which bit.
define void @store_bit_pointer() {
  %p = alloca %s, align 4
  %slot = alloca ptr, align 8
  %b = getelementptr %s, ptr %p, i32 0, i32 1
  store ptr %b, ptr %slot, align 8
  ret void
}

; Storing or loading a pointer at a bit offset: provenance is per byte.
define void @store_pointer_inside_byte() {
  %p = alloca [16 x i8], align 8
  %b = getelementptr %s, ptr %p, i32 0, i32 1
  store ptr %p, ptr %b, align 1
  ret void
}

define ptr @load_pointer_inside_byte() {
  %p = alloca [16 x i8], align 8
  %b = getelementptr %s, ptr %p, i32 0, i32 1
  %r = load ptr, ptr %b, align 1
  ret ptr %r
}

; memcpy, memset and library functions work on whole bytes only.
define void @memcpy_inside_byte() {
  %q = alloca %s, align 4
  %b = getelementptr %s, ptr inttoptr (i64 4096 to ptr), i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr %b, i64 1, i1 false)
  ret void
}

define i32 @memset_first_field() {
  %p = alloca %s, align 4
  %a = getelementptr %s, ptr %p, i32 0, i32 0
  call void @llvm.memset.p0.i64(ptr %a, i8 -1, i64 4, i1 false)
  %r = load i32, ptr %p, align 4
  ret i32 %r
}

; A field of an undef pointer: one of many addresses, not well defined, so
; the load through it is UB ([gep-undef-address], memory.md).
define i4 @field_of_undef_pointer() {
  %b = getelementptr %s, ptr undef, i32 0, i32 1
  %r = load i4, ptr %b, align 1
  ret i4 %r
}
