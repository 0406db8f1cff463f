; EXPECT: refines
; sext-and-partly-undef.srctgt.ll at widths above 64 (i72 to i128): the
; sign bit of an undef i72 is resolved alone, the other 71 bits stay undef
; (alive-tv: correct).

define i1 @src(i72 %x) {
  %s = sext i72 %x to i128
  %a = and i128 %s, -170141183460469231731687303715884105727
  %c = icmp eq i128 %a, 1
  ret i1 %c
}

define i1 @tgt(i72 %x) {
  %a = and i72 %x, -2361183241434822606847
  %c = icmp eq i72 %a, 1
  ret i1 %c
}
