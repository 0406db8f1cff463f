; EXPECT: refines
; Comparing two sign extensions is comparing the narrow values, and an
; unsigned comparison of zero extensions likewise.
; %a and %b are noundef: llsem resolves the `sext` of an undef value early
; (its copies of the sign bit are not independent bits), while the target's
; narrow icmp stays undef, so undef inputs there would be inconclusive.

define i1 @f(i8 noundef %a, i8 noundef %b, i4 %c, i4 %d) {
  %sa = sext i8 %a to i32
  %sb = sext i8 %b to i32
  %lt = icmp slt i32 %sa, %sb
  %zc = zext i4 %c to i16
  %zd = zext i4 %d to i16
  %ge = icmp uge i16 %zc, %zd
  %r = and i1 %lt, %ge
  ret i1 %r
}
