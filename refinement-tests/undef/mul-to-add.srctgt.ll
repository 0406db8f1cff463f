; EXPECT: not-refines
; The UB Manual: mul %v, 2 is always even, even for an undef %v, but
; add %v, %v reads %v twice and may be odd.

define i32 @src(i32 %v) {
  %r = mul i32 %v, 2
  ret i32 %r
}

define i32 @tgt(i32 %v) {
  %r = add i32 %v, %v
  ret i32 %r
}
