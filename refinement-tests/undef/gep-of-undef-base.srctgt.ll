; EXPECT: refines
; A `getelementptr` (no flags) of an undef base is undef: every address
; plus the offset is every address (semantics/undef.md, [undef-exact]), so
; returning `undef` refines it, with a defined or an undef index.
; alive-tv 22: timeout.

define ptr @src(i64 %i) {
  %g = getelementptr i8, ptr undef, i64 %i
  ret ptr %g
}

define ptr @tgt(i64 %i) {
  ret ptr undef
}
