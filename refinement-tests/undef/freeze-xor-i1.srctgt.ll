; EXPECT: not-refines
; Width 1. xor of one frozen undef with itself is 0; xor of two uses of
; undef may be 1 (LangRef "Undefined Values": each use may differ), so
; dropping the freeze is not a refinement (alive-tv: incorrect, "Target's
; return value is more undefined").

define i1 @src() {
  %f = freeze i1 undef
  %r = xor i1 %f, %f
  ret i1 %r
}

define i1 @tgt() {
  %r = xor i1 undef, undef
  ret i1 %r
}
