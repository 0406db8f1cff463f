; EXPECT: not-refines
; ARGS: --uninit poison
; Poison uninitialized memory (decision 0022) is not "anything goes": the
; source freezes a load of a fresh alloca and keeps its low bit, so it
; returns 0 or 1; a target returning 2 does not refine it.

define i8 @src() {
  %p = alloca i8
  %v = load i8, ptr %p
  %f = freeze i8 %v
  %r = and i8 %f, 1
  ret i8 %r
}

define i8 @tgt() {
  ret i8 2
}
