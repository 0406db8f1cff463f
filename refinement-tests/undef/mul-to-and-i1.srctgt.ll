; EXPECT: refines
; Width 1: mul of two i1 values is their and. With both undef, the source
; llsem resolves one operand (mul of two undef cubes is not computed
; exactly) and the runs for 0 and 1 together give {0, 1}; the target's
; and of two undefs is i1 undef, which that union covers (alive-tv:
; correct).

define i1 @src(i1 %x, i1 %y) {
  %r = mul i1 %x, %y
  ret i1 %r
}

define i1 @tgt(i1 %x, i1 %y) {
  %r = and i1 %x, %y
  ret i1 %r
}
