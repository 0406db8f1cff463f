; Object lifetime (LangRef "Object Lifetime", `alloca`, `llvm.lifetime.start`,
; `llvm.lifetime.end`, `free`). An alloca dies when its function returns;
; accessing a dead object is UB (use-after-free). An alloca used by
; llvm.lifetime.start starts dead; loading from a stack object outside its
; lifetime gives poison, storing to it is UB; lifetime.start makes it alive
; and uninitialized again. A poison argument to the lifetime intrinsics does
; nothing.

; after `ret` of the frame that allocated it
; RUN: @use_after_ret() => ub use-after-free
; RUN: @store_after_ret() => ub use-after-free
; the pointer itself is still a value: comparing it is fine
; RUN: @dangling_compare() => i1 false
; lifetime
; RUN: @before_start_load() => i32 poison
; RUN: @before_start_store() => ub out-of-lifetime
; RUN: @inside(5) => i32 5
; RUN: @after_end_load() => i32 poison
; RUN: @after_end_store() => ub out-of-lifetime
; restarting: alive again, uninitialized (undef in the llvm model)
; RUN: @restart() => i32 undef
; RUN: @lifetime_poison_arg() => i32 3
; heap: malloc'd memory is uninitialized; free kills it
; RUN: @malloc_uninit() => i32 undef
; RUN: @malloc_free_load() => ub use-after-free
; RUN: @double_free() => ub double-free
; RUN: @free_alloca() => ub invalid-free
; RUN: @free_interior() => ub invalid-free
; RUN: @free_null() => i32 0
; an alloca with a poison or oversized element count
; RUN: @alloca_count(poison) => ub invalid-alloca
; RUN: @alloca_count(3) => i32 0
; RUN: @alloca_huge() => ub invalid-alloca
; RUN: @alloca_size_overflow() => ub invalid-alloca

define ptr @escape() {
  %a = alloca i32
  store i32 1, ptr %a
  ret ptr %a
}
define i32 @use_after_ret() {
  %p = call ptr @escape()
  %r = load i32, ptr %p
  ret i32 %r
}
define void @store_after_ret() {
  %p = call ptr @escape()
  store i32 0, ptr %p
  ret void
}
define i1 @dangling_compare() {
  %p = call ptr @escape()
  %r = icmp eq ptr %p, null
  ret i1 %r
}
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
define i32 @before_start_load() {
  %a = alloca i32
  %r = load i32, ptr %a
  call void @llvm.lifetime.start.p0(ptr %a)
  ret i32 %r
}
define void @before_start_store() {
  %a = alloca i32
  store i32 0, ptr %a
  call void @llvm.lifetime.start.p0(ptr %a)
  ret void
}
define i32 @inside(i32 %v) {
  %a = alloca i32
  call void @llvm.lifetime.start.p0(ptr %a)
  store i32 %v, ptr %a
  %r = load i32, ptr %a
  call void @llvm.lifetime.end.p0(ptr %a)
  ret i32 %r
}
define i32 @after_end_load() {
  %a = alloca i32
  call void @llvm.lifetime.start.p0(ptr %a)
  store i32 1, ptr %a
  call void @llvm.lifetime.end.p0(ptr %a)
  %r = load i32, ptr %a
  ret i32 %r
}
define void @after_end_store() {
  %a = alloca i32
  call void @llvm.lifetime.start.p0(ptr %a)
  call void @llvm.lifetime.end.p0(ptr %a)
  store i32 1, ptr %a
  ret void
}
define i32 @restart() {
  %a = alloca i32
  call void @llvm.lifetime.start.p0(ptr %a)
  store i32 1, ptr %a
  call void @llvm.lifetime.end.p0(ptr %a)
  call void @llvm.lifetime.start.p0(ptr %a)
  %r = load i32, ptr %a
  ret i32 %r
}
define i32 @lifetime_poison_arg() {
  %a = alloca i32
  store i32 3, ptr %a
  call void @llvm.lifetime.end.p0(ptr poison)
  %r = load i32, ptr %a
  ret i32 %r
}
declare ptr @malloc(i64)
declare void @free(ptr)
define i32 @malloc_uninit() {
  %p = call ptr @malloc(i64 4)
  %r = load i32, ptr %p
  call void @free(ptr %p)
  ret i32 %r
}
define i32 @malloc_free_load() {
  %p = call ptr @malloc(i64 4)
  store i32 1, ptr %p
  call void @free(ptr %p)
  %r = load i32, ptr %p
  ret i32 %r
}
define void @double_free() {
  %p = call ptr @malloc(i64 4)
  call void @free(ptr %p)
  call void @free(ptr %p)
  ret void
}
define void @free_alloca() {
  %a = alloca i32
  call void @free(ptr %a)
  ret void
}
define void @free_interior() {
  %p = call ptr @malloc(i64 4)
  %q = getelementptr i8, ptr %p, i64 1
  call void @free(ptr %q)
  ret void
}
define i32 @free_null() {
  call void @free(ptr null)
  ret i32 0
}
define i32 @alloca_count(i32 %n) {
  %a = alloca i32, i32 %n
  store i32 0, ptr %a
  %r = load i32, ptr %a
  ret i32 %r
}
define void @alloca_huge() {
  %a = alloca i8, i128 18446744073709551616
  ret void
}
define void @alloca_size_overflow() {
  %a = alloca i64, i64 4611686018427387904
  ret void
}
