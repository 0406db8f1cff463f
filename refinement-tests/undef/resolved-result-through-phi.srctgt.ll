; EXPECT: refines
; resolved-result-used-twice.srctgt.ll with the resolved result passing
; through a phi before its two uses: the phi passes the recipe on, but the
; `and`s' sets are not cubes, so the run is approximated and llsem says
; inconclusive (alive-tv: correct).
; Session 15: the set of each use, not a cube, is known member by member
; and %p is read twice, so each use chooses its member ([undef-derived],
; second line): refines, as alive-tv says.

define i8 @src(i8 %x, i1 %c) {
entry:
  %s = ashr i8 %x, 7
  br label %next
next:
  %p = phi i8 [ %s, %entry ]
  %hi = and i8 %p, -16
  %lo = and i8 %p, 15
  %r = or i8 %hi, %lo
  ret i8 %r
}

define i8 @tgt(i8 %x, i1 %c) {
entry:
  %s = ashr i8 %x, 7
  %t = ashr i8 %x, 7
  %hi = and i8 %s, -16
  %lo = and i8 %t, 15
  %r = or i8 %hi, %lo
  ret i8 %r
}
