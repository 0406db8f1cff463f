; EXPECT: refines
; memory(read, argmem: none): reading argument memory is UB, so the load
; may become unreachable.

define i16 @src(ptr %p) memory(read, argmem: none) {
  %v = load i16, ptr %p
  ret i16 %v
}

define i16 @tgt(ptr %p) memory(read, argmem: none) {
  unreachable
}
