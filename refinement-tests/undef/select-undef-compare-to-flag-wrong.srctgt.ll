; EXPECT: not-refines
; `icmp ne (select %flag, %X, 0), 0` replaced by %flag alone. For
; %flag = undef and %X = 0 the source's select is 0 on either arm and the
; comparison false; the target returns undef.

define i1 @src(i1 %flag, i32 %X) {
  %s = select i1 %flag, i32 %X, i32 0
  %cmp = icmp ne i32 %s, 0
  ret i1 %cmp
}

define i1 @tgt(i1 %flag, i32 %X) {
  ret i1 %flag
}
