; EXPECT: not-refines
; mul-to-add.srctgt.ll at i128: mul %v, 2 is even for an undef %v, add
; %v, %v reads %v twice and may be odd (alive-tv: incorrect).

define i128 @src(i128 %v) {
  %r = mul i128 %v, 2
  ret i128 %r
}

define i128 @tgt(i128 %v) {
  %r = add i128 %v, %v
  ret i128 %r
}
