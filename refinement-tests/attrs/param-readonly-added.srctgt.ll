; EXPECT: not-refines
; A target that marks a written parameter readonly has UB the source does
; not have.

define i8 @src(ptr %p, i8 %x) {
  store i8 %x, ptr %p
  ret i8 %x
}

define i8 @tgt(ptr readonly %p, i8 %x) {
  store i8 %x, ptr %p
  ret i8 %x
}
