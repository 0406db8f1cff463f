; EXPECT: refines
; ARGS: --model taming
; The UB Manual's select as a poison barrier, the other way round: 'and'
; into 'select' is correct, since the select is poison only when the and
; is (a poison %y makes the and poison whatever %cmp1 is).

define i1 @src(i32 %x, i32 %y) {
  %cmp1 = icmp ne i32 %x, 0
  %cmp2 = icmp ugt i32 %x, %y
  %r = and i1 %cmp1, %cmp2
  ret i1 %r
}

define i1 @tgt(i32 %x, i32 %y) {
  %cmp1 = icmp ne i32 %x, 0
  %cmp2 = icmp ugt i32 %x, %y
  %r = select i1 %cmp1, i1 %cmp2, i1 false
  ret i1 %r
}
