; EXPECT: not-refines
; Without the metadata the undef value stays undef: `and %v, 1` may not be
; replaced by %v (the target may give 2).

define i8 @src() {
  %p = alloca i8
  store i8 undef, ptr %p
  %v = load i8, ptr %p
  %r = and i8 %v, 1
  ret i8 %r
}

define i8 @tgt() {
  %p = alloca i8
  store i8 undef, ptr %p
  %v = load i8, ptr %p
  ret i8 %v
}
