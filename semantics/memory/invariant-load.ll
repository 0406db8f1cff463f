; `!invariant.load` (LangRef "'load' Instruction"): once such a load runs,
; the location "has to contain the same value at all points in the program
; where the memory location is dereferenceable; otherwise, the behavior is
; undefined". llsem compares a location (block, offset, size) with what
; earlier loads read (bit for bit) and stores found or left (when defined)
; at the invariant load, and after every later step while its block is live
; (semantics/memory.md "Invariant loads").

; a store that changes the location after the load
; RUN: @store_after() => ub invariant-violation
; storing the value it holds changes nothing
; RUN: @store_same() => i32 1
; a load read other contents earlier
; RUN: @changed_before() => ub invariant-violation
; uninitialized memory no load read holds no value yet
; RUN: @uninit_then_store() => i32 5
; but a load that read the undef bits saw them
; RUN: @undef_read_then_store() => ub invariant-violation
; an invariant load of undef bits pins them: any write after it is UB
; RUN: @undef_pinned_then_store() => ub invariant-violation
; the memory intrinsics' writes count
; RUN: @memset_after() => ub invariant-violation
; width 1, and a write of one byte inside an i128 location
; RUN: @width1_same() => i1 true
; RUN: @wide_byte_store() => ub invariant-violation
; a partly poison location: the same bits stored again change nothing
; RUN: @partly_poison_same() => i8 poison
; a store elsewhere in the block does not touch the location
; RUN: @store_beside() => i32 1
; the end of the block's lifetime drops the location
; RUN: @lifetime_ended() => i32 2
; loads of other extents over the same bytes are other locations
; RUN: @other_extent() => i32 260

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)

define i32 @store_after() {
  %p = alloca i32
  store i32 1, ptr %p
  %a = load i32, ptr %p, !invariant.load !0
  store i32 2, ptr %p
  ret i32 %a
}

define i32 @store_same() {
  %p = alloca i32
  store i32 1, ptr %p
  %a = load i32, ptr %p, !invariant.load !0
  store i32 1, ptr %p
  ret i32 %a
}

define i32 @changed_before() {
  %p = alloca i32
  store i32 1, ptr %p
  %a = load i32, ptr %p
  store i32 2, ptr %p
  %b = load i32, ptr %p, !invariant.load !0
  ret i32 %b
}

define i32 @uninit_then_store() {
  %p = alloca i32
  store i32 5, ptr %p
  %a = load i32, ptr %p, !invariant.load !0
  ret i32 %a
}

define i32 @undef_read_then_store() {
  %p = alloca i32
  %u = load i32, ptr %p
  store i32 5, ptr %p
  %a = load i32, ptr %p, !invariant.load !0
  ret i32 %a
}

define i32 @undef_pinned_then_store() {
  %p = alloca i32
  %a = load i32, ptr %p, !invariant.load !0
  store i32 5, ptr %p
  ret i32 5
}

define i32 @memset_after() {
  %p = alloca i32
  store i32 0, ptr %p
  %a = load i32, ptr %p, !invariant.load !0
  call void @llvm.memset.p0.i64(ptr %p, i8 1, i64 1, i1 false)
  ret i32 %a
}

define i1 @width1_same() {
  %p = alloca i1
  store i1 true, ptr %p
  %a = load i1, ptr %p, !invariant.load !0
  store i1 true, ptr %p
  ret i1 %a
}

define i128 @wide_byte_store() {
  %p = alloca i128
  store i128 -1, ptr %p
  %a = load i128, ptr %p, !invariant.load !0
  %q = getelementptr i8, ptr %p, i64 15
  store i8 0, ptr %q
  ret i128 %a
}

define i8 @partly_poison_same() {
  %p = alloca i8
  store <8 x i1> <i1 1, i1 poison, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, ptr %p
  %a = load i8, ptr %p, !invariant.load !0
  store <8 x i1> <i1 1, i1 poison, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0>, ptr %p
  ret i8 %a
}

define i32 @store_beside() {
  %p = alloca [2 x i32]
  store i32 1, ptr %p
  %a = load i32, ptr %p, !invariant.load !0
  %q = getelementptr i32, ptr %p, i64 1
  store i32 7, ptr %q
  ret i32 %a
}

define i32 @lifetime_ended() {
  %p = alloca i32
  call void @llvm.lifetime.start.p0(i64 4, ptr %p)
  store i32 1, ptr %p
  %a = load i32, ptr %p, !invariant.load !0
  call void @llvm.lifetime.end.p0(i64 4, ptr %p)
  call void @llvm.lifetime.start.p0(i64 4, ptr %p)
  store i32 2, ptr %p
  %b = load i32, ptr %p
  ret i32 %b
}

define i32 @other_extent() {
  %p = alloca i32
  store i32 258, ptr %p
  %a = load i32, ptr %p, !invariant.load !0
  %b = load i8, ptr %p, !invariant.load !0
  %c = load i32, ptr %p, !invariant.load !0
  %bz = zext i8 %b to i32
  %r = add i32 %c, %bz
  ret i32 %r
}

!0 = !{}
