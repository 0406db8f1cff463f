; EXPECT: refines
; `ashr (shl x, 24), 24` gets the `exact` flag: the shifted-out bits are the
; zeros the shl shifted in.

define i32 @f(i32 %x) {
  %s = shl i32 %x, 24
  %r = ashr i32 %s, 24
  ret i32 %r
}
