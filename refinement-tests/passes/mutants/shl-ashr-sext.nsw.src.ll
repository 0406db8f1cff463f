; EXPECT: not-refines
; FROM: instcombine/shl-ashr-sext
; Mutant of instcombine/shl-ashr-sext: a poison flag added: `shl nsw i32 %x, 24`.
; Any %x whose low byte does not sign-extend to itself overflows the
; signed shift, so the mutant returns poison where the source has a value.

define i32 @f(i32 %x) {
  %s = shl i32 %x, 24
  %r = ashr i32 %s, 24
  ret i32 %r
}
