; EXPECT: refines
; A vector `getelementptr` without flags of the undef base, splatted to
; both lanes: each lane is undef plus an offset, every address, and each
; lane is its own use, so the result is `<2 x ptr> undef` (rule
; [undef-exact]; Alive2's vector/vector_undefptr, the reading recorded in
; paper-notes/langref-deltas.md). alive-tv 22: timeout (correct with the
; constant indices of vector/vector_undefptr).

define <2 x ptr> @src(<2 x i64> %i) {
  %g = getelementptr i8, ptr undef, <2 x i64> %i
  ret <2 x ptr> %g
}

define <2 x ptr> @tgt(<2 x i64> %i) {
  ret <2 x ptr> undef
}
