; EXPECT: refines
; The UB Manual's fix: freeze the operand the select would not have looked at.

define i1 @src(i32 %x, i32 %y) {
  %cmp1 = icmp ne i32 %x, 0
  %cmp2 = icmp ugt i32 %x, %y
  %r = select i1 %cmp1, i1 %cmp2, i1 false
  ret i1 %r
}

define i1 @tgt(i32 %x, i32 %y) {
  %cmp1 = icmp ne i32 %x, 0
  %cmp2 = icmp ugt i32 %x, %y
  %cmp2.fr = freeze i1 %cmp2
  %r = and i1 %cmp1, %cmp2.fr
  ret i1 %r
}
