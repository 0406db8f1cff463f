; EXPECT: not-refines
; The reverse is wrong: returning undef where the source is always even.

define i32 @src() {
  %r = mul i32 undef, 2
  ret i32 %r
}

define i32 @tgt() {
  ret i32 undef
}
