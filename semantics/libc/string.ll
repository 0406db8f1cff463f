; <string.h> (C17 7.24, 7.1.4): pointers must be valid even for a length
; of 0, strings must end inside their object, copies between overlapping
; objects are UB (equal ones included, unlike llvm.memcpy), and a byte
; whose value matters must not be poison or undef. Rules: semantics/libc.md.

; RUN: @len(bytes:61626300) => i64 3
; RUN: @len(bytes:00) => i64 0
; RUN: @len(bytes:616263) => ub out-of-bounds
; RUN: @len(null) => ub null-dereference
; RUN: @len(poison) => ub poison-pointer-access
; RUN: @len(bytes:61pp00) => ub invalid-operand
; RUN: @nlen(bytes:616263, 3) => i64 3
; RUN: @nlen(bytes:616263, 4) => ub out-of-bounds
; RUN: @copy_within(4, 0, 4) => void
; RUN: @copy_within(1, 0, 4) => ub overlapping-memcpy
; RUN: @copy_within(0, 0, 4) => ub overlapping-memcpy
; RUN: @copy_within(0, 0, 0) => void
; RUN: @copy_null_zero() => ub null-dereference
; RUN: @move_within(1, 0, 4) => void
; RUN: @strcpy_overlap() => ub overlapping-memcpy
; RUN: @strcpy_copy() => i32 6513249
; RUN: @cmp(bytes:616200, bytes:616300) => i32 -1
; RUN: @cmp(bytes:616200, bytes:616200) => i32 0
; RUN: @cmp(bytes:6100, bytes:62pp) => i32 -1
; RUN: @cmp(bytes:61pp, bytes:61pp) => ub invalid-operand
; RUN: @mcmp(bytes:0102, bytes:0103, 2) => i32 -1
; RUN: @mcmp(bytes:01, bytes:01, 2) => ub out-of-bounds
; [c-memcmp]: a poison bit in a byte up to and including the first
; difference, in either object, makes the result poison; bytes after the first
; difference do not matter; undef bits decide a byte's comparison as any value
; they may take would (a difference they decide is returned as its sign).
; RUN: @mcmp(bytes:01pp, bytes:0102, 2) => i32 poison
; RUN: @mcmp(bytes:pp02, bytes:0102, 2) => i32 poison
; RUN: @mcmp(bytes:0102, bytes:02pp, 2) => i32 -1
; RUN: @mcmp(bytes:01pp, bytes:02pp, 2) => i32 -1
; RUN: @mcmp(bytes:01[0000000p], bytes:01pp, 2) => i32 poison
; RUN: @mcmp(bytes:01[0000000p], bytes:0100, 2) => i32 poison
; RUN: @mcmp(bytes:01[0101??01], bytes:0100, 2) => i32 1
; RUN: @mcmp(bytes:[0000000?], bytes:01, 1) => i32 0 | i32 -1
; RUN: @mcmp(bytes:01pp, bytes:02pp, 1) => i32 -1
; RUN: @mcmp(bytes:pp, bytes:pp, 0) => i32 0
; Lengths up to the largest size_t are checked against the objects first.
; RUN: @mcmp(bytes:01, bytes:01, -1) => ub out-of-bounds
; RUN: @copy_within(0, 8, -1) => ub overlapping-memcpy
; RUN: @move_within(0, 8, 9223372036854775807) => ub out-of-bounds
; RUN: @set(-1) => ub out-of-bounds
; RUN: @set(16) => i8 7
; strncpy writes exactly n bytes: the string, then NULs to n.
; RUN: @ncpy(bytes:616200, 8) => i64 25185
; RUN: @ncpy(bytes:616200, 2) => i64 0b????????????????????????????????????????????????0110001001100001
; RUN: @ncpy(bytes:616200, 9) => ub out-of-bounds
; RUN: @ncpy(bytes:616200, -1) => ub out-of-bounds

declare i64 @strlen(ptr)
declare i64 @strnlen(ptr, i64)
declare ptr @memcpy(ptr, ptr, i64)
declare ptr @memmove(ptr, ptr, i64)
declare ptr @strcpy(ptr, ptr)
declare i32 @strcmp(ptr, ptr)
declare i32 @memcmp(ptr, ptr, i64)
declare ptr @memset(ptr, i32, i64)
declare ptr @strncpy(ptr, ptr, i64)

define i64 @len(ptr %s) {
  %r = call i64 @strlen(ptr %s)
  ret i64 %r
}
define i64 @nlen(ptr %s, i64 %n) {
  %r = call i64 @strnlen(ptr %s, i64 %n)
  ret i64 %r
}
define void @copy_within(i64 %d, i64 %s, i64 %n) {
  %a = alloca [16 x i8]
  %dp = getelementptr i8, ptr %a, i64 %d
  %sp = getelementptr i8, ptr %a, i64 %s
  %r = call ptr @memcpy(ptr %dp, ptr %sp, i64 %n)
  ret void
}
define void @copy_null_zero() {
  %a = alloca [16 x i8]
  %r = call ptr @memcpy(ptr null, ptr %a, i64 0)
  ret void
}
define void @move_within(i64 %d, i64 %s, i64 %n) {
  %a = alloca [16 x i8]
  %dp = getelementptr i8, ptr %a, i64 %d
  %sp = getelementptr i8, ptr %a, i64 %s
  %r = call ptr @memmove(ptr %dp, ptr %sp, i64 %n)
  ret void
}
define void @strcpy_overlap() {
  %a = alloca [8 x i8]
  store [4 x i8] c"abc\00", ptr %a
  %d = getelementptr i8, ptr %a, i64 1
  %r = call ptr @strcpy(ptr %d, ptr %a)
  ret void
}
define i32 @strcpy_copy() {
  %s = alloca [4 x i8]
  store [4 x i8] c"abc\00", ptr %s
  %d = alloca [4 x i8], align 4
  %r = call ptr @strcpy(ptr %d, ptr %s)
  %v = load i32, ptr %d
  ret i32 %v
}
define i32 @cmp(ptr %a, ptr %b) {
  %r = call i32 @strcmp(ptr %a, ptr %b)
  ret i32 %r
}
define i32 @mcmp(ptr %a, ptr %b, i64 %n) {
  %r = call i32 @memcmp(ptr %a, ptr %b, i64 %n)
  ret i32 %r
}
define i8 @set(i64 %n) {
  %a = alloca [16 x i8]
  %r = call ptr @memset(ptr %a, i32 7, i64 %n)
  %p = getelementptr i8, ptr %a, i64 15
  %v = load i8, ptr %p
  ret i8 %v
}
define i64 @ncpy(ptr %s, i64 %n) {
  %d = alloca i64
  %r = call ptr @strncpy(ptr %d, ptr %s, i64 %n)
  %v = load i64, ptr %d
  ret i64 %v
}
