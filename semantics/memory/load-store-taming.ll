; ARGS: --model taming
; load and store in the taming model (thesis Figure 3.1): uninitialized
; memory is poison, so reading it gives poison, and the bits a store leaves
; unspecified (beside an i1, padding) are poison too.
; RUN: @uninit() => i32 poison
; RUN: @store_i1_load_i8(true) => i8 poison
; RUN: @store_i1_load_i1(true) => i1 true
; RUN: @roundtrip(42) => i32 42
; RUN: @padding_field() => i32 2
; a global's undef initializer is poison, and so is the padding of a struct initializer
; RUN: @load_global_undef() => i32 poison
; RUN: @load_global_padding() => i64 poison

define i32 @uninit() {
  %p = alloca i32
  %r = load i32, ptr %p
  ret i32 %r
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
define i32 @roundtrip(i32 %v) {
  %p = alloca i32
  store i32 %v, ptr %p
  %r = load i32, ptr %p
  ret i32 %r
}
define i32 @padding_field() {
  %p = alloca { i8, i32 }
  store { i8, i32 } { i8 1, i32 2 }, ptr %p
  %f = getelementptr { i8, i32 }, ptr %p, i64 0, i32 1
  %r = load i32, ptr %f
  ret i32 %r
}
@gu = global i32 undef
@gs = global { i8, i32 } { i8 3, i32 2 }
define i32 @load_global_undef() {
  %v = load i32, ptr @gu
  ret i32 %v
}
define i64 @load_global_padding() {
  %v = load i64, ptr @gs
  ret i64 %v
}
