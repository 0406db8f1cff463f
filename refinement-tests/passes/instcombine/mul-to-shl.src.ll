; EXPECT: refines
; Multiplication by a power of two becomes a shift that keeps the nuw flag.

define i16 @f(i16 %x, i16 %y) {
  %a = mul nuw i16 %x, 8
  %b = mul i16 %y, 16
  %s = add i16 %a, %b
  ret i16 %s
}
