; EXPECT: not-refines
; With a range that reaches 255 the add may wrap: nuw is wrong.

define i8 @src(i8 range(i8 200, 0) %x) {
  %r = add i8 %x, 1
  ret i8 %r
}

define i8 @tgt(i8 range(i8 200, 0) %x) {
  %r = add nuw i8 %x, 1
  ret i8 %r
}
