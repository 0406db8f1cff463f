; EXPECT: refines
; `icmp ne (select %flag, %X, 0), 0` folded to `select %flag, (icmp ne %X,
; 0), false` (InstCombine). For %flag = undef and %X != 0 the source's
; select is either arm, so its comparison is true or false, and the
; target's `select undef, true, false` is `i1 undef`: each of its members
; is one the source shows (alive-tv: correct).

define i1 @src(i1 %flag, i32 %X) {
  %s = select i1 %flag, i32 %X, i32 0
  %cmp = icmp ne i32 %s, 0
  ret i1 %cmp
}

define i1 @tgt(i1 %flag, i32 %X) {
  %cmp1 = icmp ne i32 %X, 0
  %cmp = select i1 %flag, i1 %cmp1, i1 false
  ret i1 %cmp
}
