; EXPECT: refines
; The other direction: undef (and any value) refines a poison byte.

define void @src(ptr %p) {
  store i8 poison, ptr %p
  ret void
}

define void @tgt(ptr %p) {
  store i8 undef, ptr %p
  ret void
}
