; EXPECT: refines
; InstCombine pushes a freeze through an add to its operand and drops the
; add's nsw, so that the result is still never poison.

define i32 @f(i32 %x) {
  %a = add nsw i32 %x, 1
  %f = freeze i32 %a
  %r = mul i32 %f, %f
  ret i32 %r
}
