; EXPECT: refines
; `select undef, %x, 0` at width 128 keeps its recipe, so `icmp ne` of it is
; `i1 undef` where %x != 0 and false where %x = 0: the same set as
; `and (icmp ne %x, 0), undef` (semantics/undef.md, [undef-derived];
; alive-tv: correct).

define i1 @src(i128 %x) {
  %s = select i1 undef, i128 %x, i128 0
  %c = icmp ne i128 %s, 0
  ret i1 %c
}

define i1 @tgt(i128 %x) {
  %nz = icmp ne i128 %x, 0
  %c = and i1 %nz, undef
  ret i1 %c
}
