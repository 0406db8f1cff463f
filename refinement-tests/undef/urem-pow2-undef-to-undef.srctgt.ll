; EXPECT: not-refines
; `urem undef, 4` is one of 0..3 (the low two bits, semantics/undef.md);
; folding it to undef allows any value. alive-tv: doesn't verify.

define i32 @src() {
  %r = urem i32 undef, 4
  ret i32 %r
}

define i32 @tgt() {
  ret i32 undef
}
