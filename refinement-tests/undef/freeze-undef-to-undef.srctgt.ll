; EXPECT: not-refines
; LangRef "freeze": freeze of undef is one arbitrary but fixed value; undef
; may differ at every use, so replacing the first by the second makes the
; result more undefined (alive-tv: "Target's return value is more
; undefined"). i8, so that every value of the freeze is tried.

define i8 @src() {
  %v = freeze i8 undef
  ret i8 %v
}

define i8 @tgt() {
  ret i8 undef
}
