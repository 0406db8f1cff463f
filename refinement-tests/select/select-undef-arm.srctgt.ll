; EXPECT: not-refines
; The thesis's select with an undef arm (section 2.3.3): select %c, %x, undef
; is not %x, because %x may be poison, which is stronger than undef.

define i32 @src(i1 %c, i32 %x) {
  %v = select i1 %c, i32 %x, i32 undef
  ret i32 %v
}

define i32 @tgt(i1 %c, i32 %x) {
  ret i32 %x
}
