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
