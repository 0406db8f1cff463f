; The element-wise unordered-atomic memory intrinsics (LangRef
; "'llvm.memcpy.element.unordered.atomic' Intrinsic", "'llvm.memmove...'",
; "'llvm.memset.element.unordered.atomic' Intrinsic"). Rules:
; semantics/intrinsics.md, "Memory". As the plain intrinsics, plus: the
; element size is a power of two, the length a positive multiple of it
; (zero too is UB), both pointers aligned to it, and memcpy's ranges may
; not overlap at all (not even equal).

; Copying and filling, with poison kept per byte.
; RUN: @copy(7) => i32 7
; RUN: @copy(poison) => i32 poison
; RUN: @move_up() => <4 x i16> <i16 1, i16 1, i16 2, i16 3>
; RUN: @set(1) => i32 16843009
; RUN: @set(poison) => i32 poison
; The length: well defined, a positive multiple of the element size.
; RUN: @copy_len(8, 4) => void
; RUN: @copy_len(6, 4) => ub invalid-operand
; RUN: @copy_len(0, 4) => ub invalid-operand
; RUN: @copy_len(poison, 4) => ub invalid-operand
; RUN: @copy_len(undef, 1) => ub invalid-operand
; RUN: @copy_len(16, 1) => void
; RUN: @copy_len(24, 4) => ub out-of-bounds
; The element size: a power of two.
; RUN: @copy_len(6, 3) => ub invalid-operand
; RUN: @copy_len(8, 0) => ub invalid-operand
; Both pointers aligned to the element size.
; RUN: @copy_at(0, 0) => void
; RUN: @copy_at(4, 8) => void
; RUN: @copy_at(2, 8) => ub misaligned-access
; RUN: @copy_at(0, 6) => ub misaligned-access
; RUN: @set_at(2) => ub misaligned-access
; RUN: @set_at(4) => void
; memcpy's ranges may not overlap, even when equal; memmove's may.
; RUN: @copy_within(0, 0) => ub overlapping-memcpy
; RUN: @copy_within(4, 0) => ub overlapping-memcpy
; RUN: @copy_within(8, 0) => void
; RUN: @move_within(0, 0) => void
; Pointers as for the plain intrinsics.
; RUN: @copy_from(null) => ub null-dereference
; RUN: @copy_from(poison) => ub poison-pointer-access

declare void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr, ptr, i64, i32)
declare void @llvm.memmove.element.unordered.atomic.p0.p0.i64(ptr, ptr, i64, i32)
declare void @llvm.memset.element.unordered.atomic.p0.i64(ptr, i8, i64, i32)

define i32 @copy(i32 %x) {
  %src = alloca i32, align 4
  %dst = alloca i32, align 4
  store i32 %x, ptr %src
  call void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr align 4 %dst, ptr align 4 %src, i64 4, i32 2)
  %r = load i32, ptr %dst
  ret i32 %r
}
define <4 x i16> @move_up() {
  %a = alloca <4 x i16>, align 8
  store <4 x i16> <i16 1, i16 2, i16 3, i16 4>, ptr %a
  %d = getelementptr i16, ptr %a, i64 1
  call void @llvm.memmove.element.unordered.atomic.p0.p0.i64(ptr align 2 %d, ptr align 2 %a, i64 6, i32 2)
  %r = load <4 x i16>, ptr %a
  ret <4 x i16> %r
}
define i32 @set(i8 %v) {
  %a = alloca i32, align 4
  call void @llvm.memset.element.unordered.atomic.p0.i64(ptr align 4 %a, i8 %v, i64 4, i32 4)
  %r = load i32, ptr %a
  ret i32 %r
}
define void @copy_len(i64 %n, i32 %e) {
  %src = alloca [16 x i8], align 16
  %dst = alloca [16 x i8], align 16
  call void @llvm.memset.p0.i64(ptr %src, i8 0, i64 16, i1 false)
  call void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr align 16 %dst, ptr align 16 %src, i64 %n, i32 %e)
  ret void
}
define void @copy_at(i64 %d, i64 %s) {
  %src = alloca [16 x i8], align 16
  %dst = alloca [16 x i8], align 16
  call void @llvm.memset.p0.i64(ptr %src, i8 0, i64 16, i1 false)
  %dp = getelementptr i8, ptr %dst, i64 %d
  %sp = getelementptr i8, ptr %src, i64 %s
  call void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr %dp, ptr %sp, i64 8, i32 4)
  ret void
}
define void @set_at(i64 %d) {
  %dst = alloca [16 x i8], align 16
  %dp = getelementptr i8, ptr %dst, i64 %d
  call void @llvm.memset.element.unordered.atomic.p0.i64(ptr %dp, i8 0, i64 8, i32 4)
  ret void
}
define void @copy_within(i64 %d, i64 %s) {
  %a = alloca [16 x i8], align 16
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 16, i1 false)
  %dp = getelementptr i8, ptr %a, i64 %d
  %sp = getelementptr i8, ptr %a, i64 %s
  call void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr align 4 %dp, ptr align 4 %sp, i64 8, i32 4)
  ret void
}
define void @move_within(i64 %d, i64 %s) {
  %a = alloca [16 x i8], align 16
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 16, i1 false)
  %dp = getelementptr i8, ptr %a, i64 %d
  %sp = getelementptr i8, ptr %a, i64 %s
  call void @llvm.memmove.element.unordered.atomic.p0.p0.i64(ptr align 4 %dp, ptr align 4 %sp, i64 8, i32 4)
  ret void
}
define i32 @copy_from(ptr %p) {
  %dst = alloca i32, align 4
  call void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr align 4 %dst, ptr align 4 %p, i64 4, i32 4)
  %r = load i32, ptr %dst
  ret i32 %r
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
