; EXPECT: inconclusive
; select-undef-used-twice.srctgt.ll with a wrong target: `%a - %b` for two
; uses of `select i1 undef, i8 2, i8 4` is -2, 0 or 2, never 1
; (alive-tv 22: doesn't verify). llsem reads one value for both uses ({2, 4}
; plus 0 is not a cube), so its source run is approximated: inconclusive,
; never a verdict it cannot support.

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
