; EXPECT: refines
; `(a || b) && a` written with poison-safe selects folds to %a (which is
; poison whenever the source's result is).

define i1 @f(i1 %a, i1 %b) {
  %s = select i1 %a, i1 true, i1 %b
  %t = and i1 %s, %s
  %u = or i1 %t, false
  %v = select i1 %u, i1 %a, i1 false
  ret i1 %v
}
