; EXPECT: not-refines
; Introducing `memcmp(p, q, 0)` where p and q may be poison: C17 7.24.1p2
; requires valid pointers even for a zero length, and LLVM's
; SimplifyLibCalls (`annotateNonNullAndDereferenceable`) marks the pointer
; arguments of a memcmp with any constant length `noundef nonnull`. So the
; target has UB where the source has none. (Alive2's memory/memcmp-zero
; reads it as defined: `Memcmp::toSMT` makes poison pointers UB only for a
; nonzero length.)

define i32 @src(ptr %p, ptr %q) {
  ret i32 0
}

define i32 @tgt(ptr %p, ptr %q) {
  %res = call i32 @memcmp(ptr %p, ptr %q, i64 0)
  ret i32 %res
}

declare i32 @memcmp(ptr captures(none), ptr captures(none), i64)
