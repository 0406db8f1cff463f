; EXPECT: not-refines
; The variant of udiv-narrowed-undef whose target divides by 6.

define i16 @src(i16 %x) {
  %zx = zext i16 %x to i32
  %d = udiv i32 %zx, 7
  %t = trunc i32 %d to i16
  ret i16 %t
}

define i16 @tgt(i16 %x) {
  %d = udiv i16 %x, 6
  ret i16 %d
}
