; EXPECT: refines
; Two `add nsw` of constants combine into one; the flag survives because both
; adds had it and the constants have the same sign.

define i8 @f(i8 %x) {
  %a = add nsw i8 %x, 3
  %b = add nsw i8 %a, 4
  ret i8 %b
}
