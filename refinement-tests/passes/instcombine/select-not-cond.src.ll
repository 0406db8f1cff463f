; EXPECT: refines
; A select on an inverted condition swaps its arms; the icmp is inverted
; instead of negated.

define i8 @f(i8 %a, i8 %b, i8 %x, i8 %y) {
  %c = icmp ult i8 %a, %b
  %n = xor i1 %c, true
  %s = select i1 %n, i8 %x, i8 %y
  ret i8 %s
}
