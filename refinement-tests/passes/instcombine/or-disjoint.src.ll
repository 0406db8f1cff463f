; EXPECT: refines
; An `or` of operands with no common set bit gets the `disjoint` flag, and
; the `add` of such operands becomes that `or`.

define i16 @f(i16 %x, i16 %y) {
  %hi = shl i16 %x, 8
  %lo = and i16 %y, 255
  %r = add i16 %hi, %lo
  ret i16 %r
}
