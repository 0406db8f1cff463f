; EXPECT: not-refines
; select-undef-used-twice.srctgt.ll with a wrong target: `%a - %b` for two
; uses of `select i1 undef, i8 2, i8 4` is -2, 0 or 2, never 1
; (alive-tv 22: doesn't verify). Each `add` chooses its member of {2, 4}
; ([undef-derived], second line), and the `sub` reads each chosen member
; once ([undef-one-use]): the source's runs are exact and show -2, 0 and 2
; (inconclusive until the one-use rule, when any read of a chosen member
; made the run approximated).

define i8 @src(i8 %x) {
  %s = select i1 undef, i8 2, i8 4
  %a = add i8 %s, 0
  %b = add i8 %s, 0
  %r = sub i8 %a, %b
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  ret i8 1
}
