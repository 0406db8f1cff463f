; The memory intrinsics (LangRef "'llvm.memcpy' Intrinsic",
; "'llvm.memcpy.inline' Intrinsic", "'llvm.memmove' Intrinsic",
; "'llvm.memset.*' Intrinsics"). Rules: semantics/intrinsics.md, "Memory".
; A length that is not well defined is UB; a zero length is a no-op (the
; pointers may then be null, dangling or poison), apart from the
; arguments' attributes; otherwise the pointers must be well defined and
; every byte accessible; memcpy's ranges must be equal or disjoint.

; Copying, at both length types, volatile or not, and the inline form.
; RUN: @copy(7) => i32 7
; RUN: @copy(poison) => i32 poison
; RUN: @copy_volatile(-1) => i32 -1
; RUN: @copy_len32(305419896) => i32 305419896
; RUN: @copy_inline(9) => i32 9
; RUN: @copy_pointer() => i32 42
; Equal ranges are allowed; overlapping unequal ranges are UB, in both
; directions; touching ranges do not overlap; length 0 never overlaps.
; RUN: @copy_within(0, 0, 8) => void
; RUN: @copy_within(1, 0, 2) => ub overlapping-memcpy
; RUN: @copy_within(0, 1, 2) => ub overlapping-memcpy
; RUN: @copy_within(3, 0, 4) => ub overlapping-memcpy
; RUN: @copy_within(4, 0, 4) => void
; RUN: @copy_within(0, 4, 4) => void
; RUN: @copy_within(1, 0, 0) => void
; RUN: @copy_inline_within(2, 0, 4) => ub overlapping-memcpy
; memmove allows overlap and copies as if through a temporary buffer.
; RUN: @move_up() => <5 x i8> <i8 1, i8 1, i8 2, i8 3, i8 4>
; RUN: @move_down() => <5 x i8> <i8 2, i8 3, i8 4, i8 5, i8 5>
; memset fills every byte with the i8 value (poison bytes for poison).
; RUN: @set(1) => i32 16843009
; RUN: @set(-1) => i32 -1
; RUN: @set(poison) => i32 poison
; RUN: @set_volatile(2) => i32 33686018
; Length 0: nothing is accessed, so null, dangling and poison pointers
; are fine ...
; RUN: @zero_len(null, null) => void
; RUN: @zero_len(poison, poison) => void
; RUN: @zero_len(undef, undef) => void
; RUN: @zero_len_dangling() => void
; RUN: @zero_len_out_of_bounds() => void
; RUN: @zero_len_constant() => void
; ... but the call's attributes still apply: noundef makes a poison
; pointer UB, and align turns a misaligned pointer into poison, which
; only matters for a nonzero length.
; RUN: @zero_len_noundef(poison) => ub noundef-violation
; RUN: @zero_len_noundef(null) => void
; RUN: @set_aligned(4, 4) => void
; RUN: @set_aligned(2, 4) => ub poison-pointer-access
; RUN: @set_aligned(2, 0) => void
; A length that is not well defined is UB, whatever the pointers.
; RUN: @set_len(poison) => ub invalid-operand
; RUN: @set_len(undef) => ub invalid-operand
; RUN: @set_len(8) => void
; RUN: @set_len(9) => ub out-of-bounds
; RUN: @set_len(0) => void
; RUN: @move_len(poison) => ub invalid-operand
; Any length is checked against the objects before a byte moves, up to
; the largest i64 (llsem never sizes its own buffers by the length).
; RUN: @set_len(-1) => ub out-of-bounds
; RUN: @set_len(9223372036854775807) => ub out-of-bounds
; RUN: @move_len(-1) => ub out-of-bounds
; RUN: @move_len(4294967296) => ub out-of-bounds
; (For memcpy, ranges that long overlap, which is found first.)
; RUN: @copy_len(-1) => ub overlapping-memcpy
; Long copies are exact across llsem's internal chunks (64 KiB), in both
; directions of an overlapping memmove and for memset.
; RUN: @move_long(1, 0) => i1 true
; RUN: @move_long(0, 1) => i1 true
; RUN: @move_long(65537, 0) => i1 true
; RUN: @set_long() => i32 1785358954
; A nonzero length: the pointers must be well defined and accessible.
; RUN: @copy_from(null) => ub null-dereference
; RUN: @copy_from(poison) => ub poison-pointer-access
; RUN: @copy_from(undef) => ub undef-pointer-access
; RUN: @copy_from(bytes:01020304) => i32 67305985
; RUN: @copy_from(bytes:010203) => ub out-of-bounds
; RUN: @copy_freed() => ub use-after-free
; RUN: @set_constant() => ub write-to-constant
; Bits are copied as they are: undef bytes stay undef (llvm model).
; RUN: @copy_uninit() => i16 undef
; RUN: @set_undef() => i16 undef
; RUN: @set_low_bit_undef() => i16 0b0000000?0000000?

@const = constant i32 5

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare ptr @malloc(i64)
declare i32 @memcmp(ptr, ptr, i64)
declare void @free(ptr)

define i32 @copy(i32 %x) {
  %src = alloca i32
  %dst = alloca i32
  store i32 %x, ptr %src
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 4, i1 false)
  %r = load i32, ptr %dst
  ret i32 %r
}
define i32 @copy_volatile(i32 %x) {
  %src = alloca i32
  %dst = alloca i32
  store i32 %x, ptr %src
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 4, i1 true)
  %r = load i32, ptr %dst
  ret i32 %r
}
define i32 @copy_len32(i32 %x) {
  %src = alloca i32
  %dst = alloca i32
  store i32 %x, ptr %src
  call void @llvm.memcpy.p0.p0.i32(ptr %dst, ptr %src, i32 4, i1 false)
  %r = load i32, ptr %dst
  ret i32 %r
}
define i32 @copy_inline(i32 %x) {
  %src = alloca i32
  %dst = alloca i32
  store i32 %x, ptr %src
  call void @llvm.memcpy.inline.p0.p0.i64(ptr %dst, ptr %src, i64 4, i1 false)
  %r = load i32, ptr %dst
  ret i32 %r
}
define i32 @copy_pointer() {
  %x = alloca i32
  store i32 42, ptr %x
  %s = alloca ptr
  %d = alloca ptr
  store ptr %x, ptr %s
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 8, i1 false)
  %p = load ptr, ptr %d
  %r = load i32, ptr %p
  ret i32 %r
}
define void @copy_within(i64 %d, i64 %s, i64 %n) {
  %a = alloca [16 x i8]
  %dp = getelementptr i8, ptr %a, i64 %d
  %sp = getelementptr i8, ptr %a, i64 %s
  call void @llvm.memcpy.p0.p0.i64(ptr %dp, ptr %sp, i64 %n, i1 false)
  ret void
}
define void @copy_inline_within(i64 %d, i64 %s, i64 %n) {
  %a = alloca [16 x i8]
  %dp = getelementptr i8, ptr %a, i64 %d
  %sp = getelementptr i8, ptr %a, i64 %s
  call void @llvm.memcpy.inline.p0.p0.i64(ptr %dp, ptr %sp, i64 %n, i1 false)
  ret void
}
define <5 x i8> @move_up() {
  %a = alloca <5 x i8>
  store <5 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5>, ptr %a
  %d = getelementptr i8, ptr %a, i64 1
  call void @llvm.memmove.p0.p0.i64(ptr %d, ptr %a, i64 4, i1 false)
  %r = load <5 x i8>, ptr %a
  ret <5 x i8> %r
}
define <5 x i8> @move_down() {
  %a = alloca <5 x i8>
  store <5 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5>, ptr %a
  %s = getelementptr i8, ptr %a, i64 1
  call void @llvm.memmove.p0.p0.i64(ptr %a, ptr %s, i64 4, i1 false)
  %r = load <5 x i8>, ptr %a
  ret <5 x i8> %r
}
define i32 @set(i8 %v) {
  %a = alloca i32
  call void @llvm.memset.p0.i64(ptr %a, i8 %v, i64 4, i1 false)
  %r = load i32, ptr %a
  ret i32 %r
}
define i32 @set_volatile(i8 %v) {
  %a = alloca i32
  call void @llvm.memset.p0.i64(ptr %a, i8 %v, i64 4, i1 true)
  %r = load i32, ptr %a
  ret i32 %r
}
define void @zero_len(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 0, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr %d, ptr %s, i64 0, i1 false)
  call void @llvm.memset.p0.i64(ptr %d, i8 0, i64 0, i1 false)
  ret void
}
define void @zero_len_dangling() {
  %p = call ptr @malloc(i64 4)
  call void @free(ptr %p)
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 0, i1 false)
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 0, i1 false)
  ret void
}
define void @zero_len_out_of_bounds() {
  %a = alloca i32
  %p = getelementptr i8, ptr %a, i64 100
  call void @llvm.memmove.p0.p0.i64(ptr %p, ptr %a, i64 0, i1 false)
  ret void
}
define void @zero_len_constant() {
  call void @llvm.memset.p0.i64(ptr @const, i8 1, i64 0, i1 false)
  ret void
}
define void @zero_len_noundef(ptr %d) {
  call void @llvm.memset.p0.i64(ptr noundef %d, i8 0, i64 0, i1 false)
  ret void
}
define void @set_aligned(i64 %off, i64 %n) {
  %a = alloca [16 x i8], align 8
  %p = getelementptr i8, ptr %a, i64 %off
  call void @llvm.memset.p0.i64(ptr align 4 %p, i8 0, i64 %n, i1 false)
  ret void
}
define void @set_len(i64 %n) {
  %a = alloca [8 x i8]
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 %n, i1 false)
  ret void
}
define void @move_len(i64 %n) {
  %a = alloca [8 x i8]
  %b = alloca [8 x i8]
  call void @llvm.memmove.p0.p0.i64(ptr %a, ptr %b, i64 %n, i1 false)
  ret void
}
define void @copy_len(i64 %n) {
  %a = alloca [8 x i8]
  %b = alloca [8 x i8]
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %b, i64 %n, i1 false)
  ret void
}
; Fills a 200,000-byte buffer with distinct 8-byte words, copies it aside,
; moves 133,000 bytes from offset %s to offset %d, and compares the moved
; bytes with the copy.
define i1 @move_long(i64 %d, i64 %s) {
entry:
  %buf = call ptr @malloc(i64 200000)
  %ref = call ptr @malloc(i64 200000)
  br label %fill
fill:
  %i = phi i64 [ 0, %entry ], [ %i1, %fill ]
  %w = mul i64 %i, -7046029254386353131
  %pi = getelementptr i64, ptr %buf, i64 %i
  store i64 %w, ptr %pi
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 25000
  br i1 %more, label %fill, label %move
move:
  call void @llvm.memcpy.p0.p0.i64(ptr %ref, ptr %buf, i64 200000, i1 false)
  %dp = getelementptr i8, ptr %buf, i64 %d
  %sp = getelementptr i8, ptr %buf, i64 %s
  call void @llvm.memmove.p0.p0.i64(ptr %dp, ptr %sp, i64 133000, i1 false)
  %rp = getelementptr i8, ptr %ref, i64 %s
  %c = call i32 @memcmp(ptr %dp, ptr %rp, i64 133000)
  %same = icmp eq i32 %c, 0
  ret i1 %same
}
; memset of 150,000 bytes: the last four bytes are the fill value.
define i32 @set_long() {
  %buf = call ptr @malloc(i64 150000)
  call void @llvm.memset.p0.i64(ptr %buf, i8 106, i64 150000, i1 false)
  %p = getelementptr i8, ptr %buf, i64 149996
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @copy_from(ptr %s) {
  %a = alloca i32
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %s, i64 4, i1 false)
  %r = load i32, ptr %a
  ret i32 %r
}
define void @copy_freed() {
  %p = call ptr @malloc(i64 4)
  call void @free(ptr %p)
  %a = alloca i32
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %p, i64 4, i1 false)
  ret void
}
define void @set_constant() {
  call void @llvm.memset.p0.i64(ptr @const, i8 1, i64 4, i1 false)
  ret void
}
define i16 @copy_uninit() {
  %s = alloca i16
  %d = alloca i16
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 2, i1 false)
  %r = load i16, ptr %d
  ret i16 %r
}
define i16 @set_undef() {
  %a = alloca i16
  call void @llvm.memset.p0.i64(ptr %a, i8 undef, i64 2, i1 false)
  %r = load i16, ptr %a
  ret i16 %r
}
define i16 @set_low_bit_undef() {
  %a = alloca i16
  %v = and i8 undef, 1
  call void @llvm.memset.p0.i64(ptr %a, i8 %v, i64 2, i1 false)
  %r = load i16, ptr %a
  ret i16 %r
}
