; EXPECT: not-refines
; Adding `nonnull` to a parameter: a null argument becomes poison in the
; target only (LangRef "Parameter Attributes", `nonnull`); so does an undef
; one, of which null is a member (rule [attr-undef]).
; alive-tv: Target is more poisonous than source.

define ptr @src(ptr %p) {
  ret ptr %p
}

define ptr @tgt(ptr nonnull %p) {
  ret ptr %p
}
