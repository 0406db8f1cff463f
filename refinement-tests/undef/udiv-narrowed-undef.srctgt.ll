; EXPECT: refines
; AggressiveInstCombine's trunc_udivrem.ll @udiv_two_args, reduced: the
; `udiv` narrowed from i32 to i16. For %x = undef both sides range over
; the same values; the target resolves the sign bit and then the other
; bits of %x, the source all 16 at once, and the source's search tries
; the target's two choices joined as one.

define i16 @src(i16 %x) {
  %zx = zext i16 %x to i32
  %d = udiv i32 %zx, 7
  %t = trunc i32 %d to i16
  ret i16 %t
}

define i16 @tgt(i16 %x) {
  %d = udiv i16 %x, 7
  ret i16 %d
}
