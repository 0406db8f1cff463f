; EXPECT: not-refines
; Forwarding the store to %p past a store to %q is wrong when the two point
; into one buffer: only inputs where two pointer parameters alias show it.

define i32 @src(ptr %p, ptr %q) {
  store i32 1, ptr %p
  store i32 2, ptr %q
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @tgt(ptr %p, ptr %q) {
  store i32 1, ptr %p
  store i32 2, ptr %q
  ret i32 1
}
