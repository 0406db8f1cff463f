; EXPECT: refines
; The source returns its captures(none) argument, which is poison (see
; nocapture-returned): the target may return anything.

define ptr @src(ptr captures(none) %p) {
  ret ptr %p
}

define ptr @tgt(ptr captures(none) %p) {
  ret ptr null
}
