; <stdlib.h> and <ctype.h> (C17 7.22, 7.4): heap blocks (free of a pointer
; that malloc did not return, or twice, is UB; realloc keeps the contents;
; calloc zeroes), abs of the most negative value is UB, a <ctype.h>
; argument must be EOF or an unsigned char value, exit ends the program
; with its status, abort traps. Rules: semantics/libc.md; the heap cases of
; semantics/memory/lifetime.ll cover double free and use after free.

; RUN: @free_twice() => ub double-free
; RUN: @free_interior() => ub invalid-free
; RUN: @free_global() => ub invalid-free
; RUN: @free_null() => void
; RUN: @malloc_uninit() => i8 undef
; RUN: @malloc_sparse() => i8 7
; RUN: @malloc_over_bound() => i1 true
; RUN: @calloc_zero() => i32 0
; RUN: @realloc_keeps() => i32 305419896
; RUN: @realloc_freed() => ub double-free
; RUN: @iabs(-5) => i32 5
; RUN: @iabs(-2147483648) => ub invalid-operand
; RUN: @iabs(poison) => ub invalid-operand
; RUN: @alpha(97) => i32 1024
; RUN: @alpha(48) => i32 0
; RUN: @alpha(-1) => i32 0
; RUN: @alpha(300) => ub invalid-operand
; RUN: @alpha(-2) => ub invalid-operand
; RUN: @quit(3) => exit 3
; RUN: @quit(poison) => ub invalid-operand
; RUN: @stop() => trap 6
; <math.h>: a poison argument is UB; an invalid operation gives glibc's
; default NaN, -nan.
; RUN: @csqrt(4.0) => double 0x4000000000000000
; RUN: @csqrt(-1.0) => double 0xFFF8000000000000
; RUN: @csqrt(poison) => ub invalid-operand

@g = global i32 0

declare ptr @malloc(i64)
declare ptr @calloc(i64, i64)
declare ptr @realloc(ptr, i64)
declare void @free(ptr)
declare i32 @abs(i32)
declare i32 @isalpha(i32)
declare void @exit(i32)
declare void @abort()
declare double @sqrt(double)

define void @free_twice() {
  %p = call ptr @malloc(i64 4)
  call void @free(ptr %p)
  call void @free(ptr %p)
  ret void
}
define void @free_interior() {
  %p = call ptr @malloc(i64 4)
  %q = getelementptr i8, ptr %p, i64 1
  call void @free(ptr %q)
  ret void
}
define void @free_global() {
  call void @free(ptr @g)
  ret void
}
define void @free_null() {
  call void @free(ptr null)
  ret void
}
; 768 MiB, under the default bound of 1 GiB: it costs what is written.
define i8 @malloc_sparse() {
  %p = call ptr @malloc(i64 805306368)
  %q = getelementptr i8, ptr %p, i64 805306367
  store i8 7, ptr %q
  %v = load i8, ptr %q
  ret i8 %v
}
; 1 TiB, more than the whole bound: null, as under Linux's overcommit
; heuristic.
define i1 @malloc_over_bound() {
  %p = call ptr @malloc(i64 1099511627776)
  %n = icmp eq ptr %p, null
  ret i1 %n
}
define i8 @malloc_uninit() {
  %p = call ptr @malloc(i64 1)
  %r = load i8, ptr %p
  ret i8 %r
}
define i32 @calloc_zero() {
  %p = call ptr @calloc(i64 2, i64 2)
  %r = load i32, ptr %p
  ret i32 %r
}
define i32 @realloc_keeps() {
  %p = call ptr @malloc(i64 4)
  store i32 305419896, ptr %p
  %q = call ptr @realloc(ptr %p, i64 64)
  %r = load i32, ptr %q
  ret i32 %r
}
define void @realloc_freed() {
  %p = call ptr @malloc(i64 4)
  call void @free(ptr %p)
  %q = call ptr @realloc(ptr %p, i64 8)
  ret void
}
define i32 @iabs(i32 %x) {
  %r = call i32 @abs(i32 %x)
  ret i32 %r
}
define i32 @alpha(i32 %c) {
  %r = call i32 @isalpha(i32 %c)
  ret i32 %r
}
define void @quit(i32 %c) {
  call void @exit(i32 %c)
  unreachable
}
define void @stop() {
  call void @abort()
  unreachable
}
define double @csqrt(double %x) {
  %r = call double @sqrt(double %x)
  ret double %r
}
