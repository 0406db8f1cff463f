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
; a getelementptr constant expression over vectors runs lane by lane, a
; scalar base or index standing for every lane
; RUN: @vector_gep_const() => <2 x i64> <i64 16, i64 8200>
; RUN: @vector_gep_const_inbounds_oob() => <2 x i1> <i1 true, i1 poison>
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

@vg.block = global [4 x [4096 x i8]] zeroinitializer
define <2 x i64> @vector_gep_const() {
  %e = ptrtoint <2 x ptr> getelementptr ([4 x [4096 x i8]], ptr @vg.block, i64 0, <2 x i64> <i64 0, i64 2>, <2 x i64> <i64 16, i64 8>) to <2 x i64>
  %b = ptrtoint ptr @vg.block to i64
  %bs = insertelement <2 x i64> poison, i64 %b, i64 0
  %bv = shufflevector <2 x i64> %bs, <2 x i64> poison, <2 x i32> zeroinitializer
  %r = sub <2 x i64> %e, %bv
  ret <2 x i64> %r
}
define <2 x i1> @vector_gep_const_inbounds_oob() {
  %r = icmp ne <2 x ptr> getelementptr inbounds ([4 x [4096 x i8]], ptr @vg.block, i64 0, <2 x i64> <i64 1, i64 5>, i64 0), zeroinitializer
  ret <2 x i1> %r
}
