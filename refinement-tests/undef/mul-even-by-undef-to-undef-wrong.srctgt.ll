; EXPECT: not-refines
; The wrong variant of mul-odd-by-undef-calls: `(2a) * undef` is every
; even value, never an odd one, so replacing it by `undef` makes the
; result less defined (its low bit); alive-tv: "Target's return value is
; more undefined".

define i8 @src(i8 %a) {
  %b = shl i8 %a, 1
  %m = mul i8 %b, undef
  ret i8 %m
}

define i8 @tgt(i8 %a) {
  ret i8 undef
}
