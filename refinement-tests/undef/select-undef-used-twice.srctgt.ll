; EXPECT: refines
; `select i1 undef, i8 2, i8 4` is 2 or 4 (LangRef "Undefined Values": a
; select on undef may take either arm), not a cube, and each use of it may
; see either (a value that depends on undef may differ per use; alive-tv
; picks afresh per use), so `%a - %b` may be 2 (%a = 4, %b = 2). Returning
; 2 refines it. `select i1 undef, i1 true, i1 false` is `i1 undef`, so the
; second return value may be undef. alive-tv 22: correct. llsem decides
; the i1 (a cube) but reads one value of %s for both adds ({2, 4} is not a
; cube): the run is approximated, inconclusive.
; Session 15: the set of each use, not a cube, is known member by member
; and %s is read twice, so each use chooses its member ([undef-derived],
; second line): refines, as alive-tv says.

define { i8, i1 } @src(i8 %x) {
  %s = select i1 undef, i8 2, i8 4
  %a = add i8 %s, 0
  %b = add i8 %s, 0
  %r = sub i8 %a, %b
  %t = select i1 undef, i1 true, i1 false
  %p = insertvalue { i8, i1 } poison, i8 %r, 0
  %q = insertvalue { i8, i1 } %p, i1 %t, 1
  ret { i8, i1 } %q
}

define { i8, i1 } @tgt(i8 %x) {
  %p = insertvalue { i8, i1 } poison, i8 2, 0
  %q = insertvalue { i8, i1 } %p, i1 undef, 1
  ret { i8, i1 } %q
}
