; EXPECT: not-refines
; gep-of-undef-base.srctgt.ll with a wrong target: the source's result is
; undef, not poison, so returning poison is more undefined.
; alive-tv 22: doesn't verify.

define ptr @src(i64 %i) {
  %g = getelementptr i8, ptr undef, i64 %i
  ret ptr %g
}

define ptr @tgt(i64 %i) {
  ret ptr poison
}
