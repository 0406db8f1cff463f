; EXPECT: not-refines
; The source returns its `returned` argument; the target returns another
; value, which is poison.

define i32 @src(i32 returned %x) {
  ret i32 %x
}

define i32 @tgt(i32 returned %x) {
  %y = add i32 %x, 1
  ret i32 %y
}
