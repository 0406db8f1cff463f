; EXPECT: refines
; `select undef, %x, 0` at width 1 keeps its recipe, so `icmp ne` of it is
; `i1 undef` where %x != 0 and false where %x = 0: the same set as
; `and (icmp ne %x, 0), undef` (semantics/undef.md, [undef-derived];
; alive-tv: correct).

define i1 @src(i1 %x) {
  %s = select i1 undef, i1 %x, i1 0
  %c = icmp ne i1 %s, 0
  ret i1 %c
}

define i1 @tgt(i1 %x) {
  %nz = icmp ne i1 %x, 0
  %c = and i1 %nz, undef
  ret i1 %c
}
