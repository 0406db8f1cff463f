; EXPECT: refines
; ARGS: --uninit poison
; The correct variant of uninit-frozen-poison-wrong: the frozen low bit of
; uninitialized memory may be 1.

define i8 @src() {
  %p = alloca i8
  %v = load i8, ptr %p
  %f = freeze i8 %v
  %r = and i8 %f, 1
  ret i8 %r
}

define i8 @tgt() {
  ret i8 1
}
