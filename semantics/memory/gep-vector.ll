; getelementptr into a vector type strides by the element's store size (the
; elements are packed), an array by its alloc size (LangRef "Vector Type",
; "'getelementptr' Instruction"; langref-deltas D14a): with `f16:32`, element
; 3 of `<4 x half>` is at byte 6 and of `[4 x half]` at byte 12. A load or
; store of a type of size 0 touches no memory: out of bounds is no UB, null
; still is (opt-22 -O2 folds these functions to the same results).

target datalayout = "e-f16:32:32"

; RUN: @vector_stride() => i64 6
; RUN: @array_stride() => i64 12
; RUN: @vector_stride_const() => i64 6
; RUN: @empty_store_out_of_bounds() => void
; RUN: @empty_load_out_of_bounds() => {} {}
; RUN: @empty_store_null() => ub null-dereference

define i64 @vector_stride() {
  %p = getelementptr <4 x half>, ptr null, i64 0, i64 3
  %i = ptrtoint ptr %p to i64
  ret i64 %i
}
define i64 @array_stride() {
  %p = getelementptr [4 x half], ptr null, i64 0, i64 3
  %i = ptrtoint ptr %p to i64
  ret i64 %i
}
define i64 @vector_stride_const() {
  ret i64 ptrtoint (ptr getelementptr (<4 x half>, ptr null, i64 0, i64 3) to i64)
}
define void @empty_store_out_of_bounds() {
  %p = alloca i8
  %q = getelementptr i8, ptr %p, i64 100
  store {} {}, ptr %q
  store [0 x i32] zeroinitializer, ptr %q
  ret void
}
define {} @empty_load_out_of_bounds() {
  %p = alloca i8
  %q = getelementptr i8, ptr %p, i64 100
  %v = load {}, ptr %q
  ret {} %v
}
define void @empty_store_null() {
  store {} {}, ptr null
  ret void
}
