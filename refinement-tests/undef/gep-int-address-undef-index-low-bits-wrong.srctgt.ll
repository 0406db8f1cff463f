; EXPECT: not-refines
; The wrong variant of gep-int-address-undef-index-low-bits: bit 4 of the
; address is a defined 1, so 11 is no member (rule [gep-undef-index]).
; alive-tv 22: "Value mismatch".

define i64 @src() {
  %p = getelementptr i8, ptr null, i64 4099
  %i = or i64 undef, 3
  %g = getelementptr i64, ptr %p, i64 %i
  %a = ptrtoint ptr %g to i64
  %l = and i64 %a, 31
  ret i64 %l
}

define i64 @tgt() {
  ret i64 11
}
