; EXPECT: not-refines
; sext-i1-negated.srctgt.ll with a wrong target: for an undef %a the
; source's `sub 0, (sext i1 %a)` is 0 or 1 (the cube `0b0000000?`, rule
; `[undef-derived]`), and the target's `sext i1 %a` may be -1.
; alive-tv 22: doesn't verify.

define i8 @src(i1 %a) {
  %e = sext i1 %a to i8
  %s = sub i8 0, %e
  ret i8 %s
}

define i8 @tgt(i1 %a) {
  %e = sext i1 %a to i8
  ret i8 %e
}
