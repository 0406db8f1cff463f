; EXPECT: refines
; ashr-twice-undef.srctgt.ll the other way round, with the source reading
; one `ashr %x, 7` twice. For an undef %x each use of %s may differ
; (LangRef "Undefined Values"), so the source may return 0x0f too and the
; target, which computes the shift twice, refines it (alive-tv: correct).
; llsem resolves the sign bit of %x once for the `ashr`; each `and` reading
; %s has the set {0, 0xf0} or {0, 0x0f}, not a cube (rule `[undef-derived]`
; in semantics/undef.md decides only cubes), so both read the one value:
; the run is approximated and llsem says inconclusive, never not-refines.
; Session 15: the set of each use, not a cube, is known member by member
; and %s is read twice, so each use chooses its member ([undef-derived],
; second line): refines, as alive-tv says.

define i8 @src(i8 %x) {
  %s = ashr i8 %x, 7
  %hi = and i8 %s, -16
  %lo = and i8 %s, 15
  %r = or i8 %hi, %lo
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %s = ashr i8 %x, 7
  %t = ashr i8 %x, 7
  %hi = and i8 %s, -16
  %lo = and i8 %t, 15
  %r = or i8 %hi, %lo
  ret i8 %r
}
