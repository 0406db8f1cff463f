; EXPECT: refines
; `x > 5 && x > 10` (signed) is `x > 10`; `x != 0 || x == 3` is `x != 0`.

define i1 @f(i8 %x, i8 %y) {
  %a = icmp sgt i8 %x, 5
  %b = icmp sgt i8 %x, 10
  %ab = and i1 %a, %b
  %c = icmp ne i8 %y, 0
  %d = icmp eq i8 %y, 3
  %cd = or i1 %c, %d
  %r = xor i1 %ab, %cd
  ret i1 %r
}
