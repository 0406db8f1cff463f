; EXPECT: not-refines
; Loading through a readonly parameter is allowed: replacing the load by
; poison is not a refinement.

define i32 @src(ptr readonly %p) {
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @tgt(ptr readonly %p) {
  ret i32 poison
}
