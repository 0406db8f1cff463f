; ARGS: --vscale 2
; Vector-predicated intrinsics and the explicit vector length
; (semantics/vector.md, "Vector predication"): lanes from the length on
; are disabled; a length past the lane count is UB for vp.load, vp.store
; and vp.select; vp.merge takes on_false from its pivot on.
; get.vector.length at vscale 2 with a factor of 4 (scalable): at most 8.
; RUN: @evl(0) => i32 0
; RUN: @evl(3) => i32 3
; RUN: @evl(8) => i32 8
; RUN: @evl(100) => i32 8
; RUN: @evl(-1) => i32 8
; RUN: @evl(poison) => i32 poison
; RUN: @evl_fixed(100) => i32 5
; RUN: @evl_fixed(2) => i32 2
; A count of 2^40 with a factor of 2^31 - 1 lanes times vscale 2: the
; value does not fit in a non-negative i32.
; RUN: @evl_huge() => i32 poison
; Counts of any integer width: i1 (1 is one element), i128 past 2^64.
; RUN: @evl_i1(true) => i32 1
; RUN: @evl_i1(false) => i32 0
; RUN: @evl_i128(340282366920938463463374607431768211455) => i32 8
; RUN: @evl_i128(5) => i32 5
; vp.load: lanes from the length on, and masked-off lanes, are poison and
; not read (the buffer holds 2 of the 4 lanes).
; RUN: @load(2) => <4 x i32> <i32 10, i32 poison, i32 poison, i32 poison>
; RUN: @load(0) => <4 x i32> <i32 poison, i32 poison, i32 poison, i32 poison>
; RUN: @load(3) => ub out-of-bounds
; RUN: @load(5) => ub invalid-operand
; RUN: @load(poison) => <4 x i32> <i32 poison, i32 poison, i32 poison, i32 poison>
; vp.store writes the enabled lanes below the length only.
; RUN: @store(2) => <4 x i8> <i8 1, i8 2, i8 0, i8 0>
; RUN: @store(4) => <4 x i8> <i8 1, i8 2, i8 3, i8 4>
; RUN: @store(5) => ub invalid-operand
; vp.merge: on_true where the condition holds below the pivot; a pivot past
; the end is every lane; a poison condition lane below the pivot is poison.
; RUN: @merge(2) => <4 x i8> <i8 1, i8 20, i8 30, i8 40>
; RUN: @merge(9) => <4 x i8> <i8 1, i8 20, i8 3, i8 40>
; RUN: @merge(poison) => <4 x i8> <i8 poison, i8 poison, i8 poison, i8 poison>
; RUN: @merge_poison_cond(1) => <2 x i8> <i8 poison, i8 20>
; RUN: @merge_poison_cond(0) => <2 x i8> <i8 10, i8 20>
; vp.select: lanes from the length on are undef.
; RUN: @select(2) => <4 x i8> <i8 1, i8 20, i8 undef, i8 undef>
; RUN: @select(poison) => <4 x i8> <i8 poison, i8 poison, i8 poison, i8 poison>
; Lanes of width 1 and above 64 take the same rules.
; RUN: @merge_i1(1) => <2 x i1> <i1 true, i1 false>
; RUN: @select_i128(1) => <2 x i128> <i128 -1, i128 undef>
; RUN: @select(5) => ub invalid-operand
; Scalable: 8 lanes at vscale 2, the length from get.vector.length.
; RUN: @scalable_load(3) => <vscale x 4 x i8> <i8 0, i8 1, i8 2, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>

declare i32 @llvm.experimental.get.vector.length.i64(i64, i32 immarg, i1 immarg)
declare i32 @llvm.experimental.get.vector.length.i32(i32, i32 immarg, i1 immarg)
declare <4 x i32> @llvm.vp.load.v4i32.p0(ptr, <4 x i1>, i32)
declare void @llvm.vp.store.v4i8.p0(<4 x i8>, ptr, <4 x i1>, i32)
declare <4 x i8> @llvm.vp.merge.v4i8(<4 x i1>, <4 x i8>, <4 x i8>, i32)
declare <2 x i8> @llvm.vp.merge.v2i8(<2 x i1>, <2 x i8>, <2 x i8>, i32)
declare <4 x i8> @llvm.vp.select.v4i8(<4 x i1>, <4 x i8>, <4 x i8>, i32)
declare i32 @llvm.experimental.get.vector.length.i1(i1, i32 immarg, i1 immarg)
declare i32 @llvm.experimental.get.vector.length.i128(i128, i32 immarg, i1 immarg)
declare <2 x i1> @llvm.vp.merge.v2i1(<2 x i1>, <2 x i1>, <2 x i1>, i32)
declare <2 x i128> @llvm.vp.select.v2i128(<2 x i1>, <2 x i128>, <2 x i128>, i32)
declare <vscale x 4 x i8> @llvm.vp.load.nxv4i8.p0(ptr, <vscale x 4 x i1>, i32)

define i32 @evl(i64 %n) {
  %r = call i32 @llvm.experimental.get.vector.length.i64(i64 %n, i32 4, i1 true)
  ret i32 %r
}

define i32 @evl_fixed(i32 %n) {
  %r = call i32 @llvm.experimental.get.vector.length.i32(i32 %n, i32 5, i1 false)
  ret i32 %r
}

define i32 @evl_huge() {
  %r = call i32 @llvm.experimental.get.vector.length.i64(i64 1099511627776, i32 2147483647, i1 true)
  ret i32 %r
}

define <4 x i32> @load(i32 %evl) {
  %p = alloca [2 x i32]
  store [2 x i32] [i32 10, i32 11], ptr %p
  %r = call <4 x i32> @llvm.vp.load.v4i32.p0(ptr %p, <4 x i1> <i1 true, i1 false, i1 true, i1 true>, i32 %evl)
  ret <4 x i32> %r
}

define <4 x i8> @store(i32 %evl) {
  %p = alloca <4 x i8>
  store <4 x i8> zeroinitializer, ptr %p
  call void @llvm.vp.store.v4i8.p0(<4 x i8> <i8 1, i8 2, i8 3, i8 4>, ptr %p, <4 x i1> splat (i1 true), i32 %evl)
  %r = load <4 x i8>, ptr %p
  ret <4 x i8> %r
}

define <4 x i8> @merge(i32 %pivot) {
  %r = call <4 x i8> @llvm.vp.merge.v4i8(<4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i8> <i8 1, i8 2, i8 3, i8 4>, <4 x i8> <i8 10, i8 20, i8 30, i8 40>, i32 %pivot)
  ret <4 x i8> %r
}

define <2 x i8> @merge_poison_cond(i32 %pivot) {
  %r = call <2 x i8> @llvm.vp.merge.v2i8(<2 x i1> <i1 poison, i1 true>, <2 x i8> <i8 1, i8 2>, <2 x i8> <i8 10, i8 20>, i32 %pivot)
  ret <2 x i8> %r
}

define <4 x i8> @select(i32 %evl) {
  %r = call <4 x i8> @llvm.vp.select.v4i8(<4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i8> <i8 1, i8 2, i8 3, i8 4>, <4 x i8> <i8 10, i8 20, i8 30, i8 40>, i32 %evl)
  ret <4 x i8> %r
}

define <vscale x 4 x i8> @scalable_load(i64 %n) {
  %p = alloca [3 x i8]
  store [3 x i8] [i8 0, i8 1, i8 2], ptr %p
  %evl = call i32 @llvm.experimental.get.vector.length.i64(i64 %n, i32 4, i1 true)
  %r = call <vscale x 4 x i8> @llvm.vp.load.nxv4i8.p0(ptr %p, <vscale x 4 x i1> splat (i1 true), i32 %evl)
  ret <vscale x 4 x i8> %r
}

define i32 @evl_i1(i1 %n) {
  %r = call i32 @llvm.experimental.get.vector.length.i1(i1 %n, i32 4, i1 true)
  ret i32 %r
}

define i32 @evl_i128(i128 %n) {
  %r = call i32 @llvm.experimental.get.vector.length.i128(i128 %n, i32 4, i1 true)
  ret i32 %r
}

define <2 x i1> @merge_i1(i32 %pivot) {
  %r = call <2 x i1> @llvm.vp.merge.v2i1(<2 x i1> <i1 true, i1 true>, <2 x i1> <i1 true, i1 true>, <2 x i1> <i1 false, i1 false>, i32 %pivot)
  ret <2 x i1> %r
}

define <2 x i128> @select_i128(i32 %evl) {
  %r = call <2 x i128> @llvm.vp.select.v2i128(<2 x i1> <i1 true, i1 true>, <2 x i128> <i128 -1, i128 -1>, <2 x i128> zeroinitializer, i32 %evl)
  ret <2 x i128> %r
}
