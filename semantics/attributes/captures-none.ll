; `captures(none)` on a parameter of the entry function
; (semantics/attributes.md, [nocapture-ptrtoint], [nocapture-ret],
; [nocapture-kept], [nocapture-call]).

; ptrtoint observes the address: UB, whatever the argument is
; RUN: @addr(bytes:00) => ub attribute-violation
; RUN: @addr(null) => ub attribute-violation
; RUN: @addr(poison) => ub attribute-violation
; RUN: @addr(undef) => ub attribute-violation
; of a pointer based on it (into the block only it designates)
; RUN: @addr_of_gep(bytes:0000) => ub attribute-violation
; without the attribute it is the address
; RUN: @addr_plain(null) => i64 0
; ptrtoaddr does not (Alive2's reading: only ptrtoint exposes)
; RUN: @addr_only(null) => i64 0
; returned: poison
; RUN: @ret_arg(null) => ptr poison
; RUN: @ret_arg(bytes:00) => ptr poison
; RUN: @ret_gep(bytes:0000) => ptr poison
; RUN: @ret_lanes(bytes:00) => <2 x ptr> <ptr null, ptr poison>
; a pointer it loads from its own block is not it
; RUN: @ret_loaded(bytes:0000000000000000) => ptr null
; left in a global when the function returns: UB; overwritten: nothing
; RUN: @kept(bytes:00) => ub attribute-violation
; RUN: @kept_in_own_block(bytes:0000000000000000) => ub attribute-violation
; RUN: @cleared(bytes:00) => void
; compared: not a capture llsem acts on (Alive2's attrs/nocapture-icmp)
; RUN: @compare(null) => i1 true
; the taint rides on the argument's value whatever it is, and on what is
; computed from it (Alive2's attrs/nocapture.src)
; RUN: @kept(null) => ub attribute-violation
; RUN: @kept(undef) => ub attribute-violation
; RUN: @cleared(null) => void
; RUN: @ret_gep(null) => ptr poison
; RUN: @ret_gep(undef) => ptr poison
; RUN: @ret_lanes(null) => <2 x ptr> <ptr null, ptr poison>
; stored in a local and loaded or copied back, or stored by a callee
; RUN: @kept_via_local(null) => ub attribute-violation
; RUN: @kept_via_memcpy(null) => ub attribute-violation
; RUN: @kept_by_callee(undef) => ub attribute-violation
; overwritten by memset: nothing
; RUN: @cleared_by_memset(null) => void
; a select or phi carries it only where it takes the argument
; RUN: @kept_select(null, 1) => ub attribute-violation
; RUN: @kept_select(null, 0) => void
; RUN: @kept_phi(null, 1) => ub attribute-violation
; RUN: @kept_phi(null, 0) => void
; stored by `atomicrmw xchg` or by a `cmpxchg` that succeeds: kept; a
; `cmpxchg` that fails stores nothing; what `atomicrmw` reads back from a
; live slot is the argument
; RUN: @kept_xchg(null) => ub attribute-violation
; RUN: @kept_cmpxchg(null, 1) => ub attribute-violation
; RUN: @kept_cmpxchg(null, 0) => void
; RUN: @cleared_by_xchg(null) => void
; RUN: @ret_xchg_old(null) => ptr poison

@slot = global ptr null

define i64 @addr(ptr captures(none) %p) {
  %v = ptrtoint ptr %p to i64
  ret i64 %v
}

define i64 @addr_of_gep(ptr captures(none) %p) {
  %q = getelementptr i8, ptr %p, i64 1
  %v = ptrtoint ptr %q to i64
  ret i64 %v
}

define i64 @addr_plain(ptr %p) {
  %v = ptrtoint ptr %p to i64
  ret i64 %v
}

define i64 @addr_only(ptr captures(none) %p) {
  %v = ptrtoaddr ptr %p to i64
  ret i64 %v
}

define ptr @ret_arg(ptr captures(none) %p) {
  ret ptr %p
}

define ptr @ret_gep(ptr captures(none) %p) {
  %q = getelementptr i8, ptr %p, i64 1
  ret ptr %q
}

define <2 x ptr> @ret_lanes(ptr captures(none) %p) {
  %v = insertelement <2 x ptr> zeroinitializer, ptr %p, i32 1
  ret <2 x ptr> %v
}

define ptr @ret_loaded(ptr captures(none) %p) {
  %q = load ptr, ptr %p
  ret ptr %q
}

define void @kept(ptr captures(none) %p) {
  store ptr %p, ptr @slot
  ret void
}

define void @kept_in_own_block(ptr captures(none) %p) {
  store ptr %p, ptr %p
  ret void
}

define void @cleared(ptr captures(none) %p) {
  store ptr %p, ptr @slot
  store ptr null, ptr @slot
  ret void
}

define i1 @compare(ptr captures(none) %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define void @kept_via_local(ptr captures(none) %p) {
  %a = alloca ptr
  store ptr %p, ptr %a
  %q = load ptr, ptr %a
  store ptr %q, ptr @slot
  ret void
}

define void @kept_via_memcpy(ptr captures(none) %p) {
  %a = alloca ptr
  store ptr %p, ptr %a
  call void @llvm.memcpy.p0.p0.i64(ptr @slot, ptr %a, i64 8, i1 false)
  ret void
}

define internal void @keep(ptr %q) {
  store ptr %q, ptr @slot
  ret void
}

define void @kept_by_callee(ptr captures(none) %p) {
  call void @keep(ptr %p)
  ret void
}

define void @cleared_by_memset(ptr captures(none) %p) {
  store ptr %p, ptr @slot
  call void @llvm.memset.p0.i64(ptr @slot, i8 0, i64 8, i1 false)
  ret void
}

define void @kept_select(ptr captures(none) %p, i1 %c) {
  %q = select i1 %c, ptr %p, ptr null
  store ptr %q, ptr @slot
  ret void
}

define void @kept_phi(ptr captures(none) %p, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %q = phi ptr [ %p, %a ], [ null, %entry ]
  store ptr %q, ptr @slot
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define void @kept_xchg(ptr captures(none) %p) {
  %old = atomicrmw xchg ptr @slot, ptr %p seq_cst
  ret void
}

define void @kept_cmpxchg(ptr captures(none) %p, i1 %match) {
  %expected = select i1 %match, ptr null, ptr @slot
  %r = cmpxchg ptr @slot, ptr %expected, ptr %p seq_cst seq_cst
  ret void
}

define void @cleared_by_xchg(ptr captures(none) %p) {
  store ptr %p, ptr @slot
  %old = atomicrmw xchg ptr @slot, ptr null seq_cst
  ret void
}

define ptr @ret_xchg_old(ptr captures(none) %p) {
  %a = alloca ptr
  store ptr %p, ptr %a
  %old = atomicrmw xchg ptr %a, ptr null seq_cst
  ret ptr %old
}
