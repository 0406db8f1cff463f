; EXPECT: not-refines
; The target stores its captures(none) argument in a global and leaves it
; there: UB (see nocapture-value-stored-any-value), also when the argument
; is null or undef, where the source stores null.

@x = global ptr null

define void @src(ptr captures(none) %p) {
  store ptr null, ptr @x
  ret void
}

define void @tgt(ptr captures(none) %p) {
  store ptr %p, ptr @x
  ret void
}
