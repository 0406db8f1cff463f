; ARGS: --uninit poison
; [uninit-poison] (decision 0022): with --uninit poison the llvm model reads
; uninitialized memory as poison, as Alive2 does; everything else stays
; LangRef's llvm model (the undef constant and undef arguments still exist).
; RUN: @uninit_alloca() => i32 poison
; widths 1 and above 64
; RUN: @uninit_i1() => i1 poison
; RUN: @uninit_i128() => i128 poison
; RUN: @uninit_malloc() => i8 poison
; the bits a store leaves unspecified (beside an i1, padding) are uninitialized
; RUN: @store_i1_load_i8(true) => i8 poison
; RUN: @store_i1_load_i1(true) => i1 true
; RUN: @padding_byte() => i8 poison
; a second lifetime.start makes the object uninitialized again
; RUN: @lifetime_restart(7) => i8 poison
; a global initialized with undef holds the constant's undef, not uninitialized memory
; RUN: @load_global_undef() => i32 undef
; an undef argument stays undef; freeze of a poison load is a defined value
; RUN: @pass(undef) => i8 undef
; RUN: @frozen_low_bit() => i8 0 | i8 1
; branching on a load of uninitialized memory is branch-on-poison
; RUN: @branch_uninit() => ub branch-on-poison

define i32 @uninit_alloca() {
  %p = alloca i32
  %r = load i32, ptr %p
  ret i32 %r
}
define i1 @uninit_i1() {
  %p = alloca i1
  %r = load i1, ptr %p
  ret i1 %r
}
define i128 @uninit_i128() {
  %p = alloca i128
  %r = load i128, ptr %p
  ret i128 %r
}
declare ptr @malloc(i64)
define i8 @uninit_malloc() {
  %p = call ptr @malloc(i64 4)
  %r = load i8, ptr %p
  ret i8 %r
}
define i8 @store_i1_load_i8(i1 %b) {
  %p = alloca i8
  store i1 %b, ptr %p
  %r = load i8, ptr %p
  ret i8 %r
}
define i1 @store_i1_load_i1(i1 %b) {
  %p = alloca i8
  store i1 %b, ptr %p
  %r = load i1, ptr %p
  ret i1 %r
}
define i8 @padding_byte() {
  %p = alloca { i8, i32 }
  store { i8, i32 } { i8 1, i32 2 }, ptr %p
  %f = getelementptr i8, ptr %p, i64 1
  %r = load i8, ptr %f
  ret i8 %r
}
define i8 @lifetime_restart(i8 %v) {
  %p = alloca i8
  call void @llvm.lifetime.start.p0(ptr %p)
  store i8 %v, ptr %p
  call void @llvm.lifetime.end.p0(ptr %p)
  call void @llvm.lifetime.start.p0(ptr %p)
  %r = load i8, ptr %p
  ret i8 %r
}
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
@gu = global i32 undef
define i32 @load_global_undef() {
  %v = load i32, ptr @gu
  ret i32 %v
}
define i8 @pass(i8 %x) {
  ret i8 %x
}
define i8 @frozen_low_bit() {
  %p = alloca i8
  %v = load i8, ptr %p
  %f = freeze i8 %v
  %r = and i8 %f, 1
  ret i8 %r
}
define i8 @branch_uninit() {
  %p = alloca i1
  %c = load i1, ptr %p
  br i1 %c, label %t, label %e
t:
  ret i8 1
e:
  ret i8 0
}
