; EXPECT: not-refines
; The target returns a pointer based on its captures(none) argument, which
; is poison (see nocapture-gep-returned), where the source returns null.

define ptr @src(ptr captures(none) %p) {
  ret ptr null
}

define ptr @tgt(ptr captures(none) %p) {
  %p2 = getelementptr i8, ptr %p, i32 1
  ret ptr %p2
}
