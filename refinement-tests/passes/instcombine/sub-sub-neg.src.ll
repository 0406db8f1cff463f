; EXPECT: refines
; Double negation and `sub x, (sub x, y)` fold to plain values.

define i16 @f(i16 %x, i16 %y) {
  %n = sub nsw i16 0, %x
  %nn = sub nsw i16 0, %n
  %d = sub i16 %nn, %y
  %r = sub i16 %nn, %d
  ret i16 %r
}
