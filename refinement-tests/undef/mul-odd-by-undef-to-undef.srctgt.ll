; EXPECT: refines
; `(2a + 1) * undef` is every value, whatever %a (an odd factor makes the
; product a bijection), so it may become `undef` (alive-tv: correct at i4,
; a timeout at i8 and wider; the unit tests of the rule check i65 too).

define i4 @src(i4 %a) {
  %b = shl i4 %a, 1
  %o = or i4 %b, 1
  %m = mul i4 %o, undef
  ret i4 %m
}

define i4 @tgt(i4 %a) {
  ret i4 undef
}
