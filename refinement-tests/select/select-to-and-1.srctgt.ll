; EXPECT: not-refines
; The UB Manual's select as a poison barrier: when %cmp1 is false the select
; is poison only if %x is, but 'and %cmp1, %cmp2' is poison if %y is.

define i1 @src(i32 %x, i32 %y) {
  %cmp1 = icmp ne i32 %x, 0
  %cmp2 = icmp ugt i32 %x, %y
  %r = select i1 %cmp1, i1 %cmp2, i1 false
  ret i1 %r
}

define i1 @tgt(i32 %x, i32 %y) {
  %cmp1 = icmp ne i32 %x, 0
  %cmp2 = icmp ugt i32 %x, %y
  %r = and i1 %cmp1, %cmp2
  ret i1 %r
}
