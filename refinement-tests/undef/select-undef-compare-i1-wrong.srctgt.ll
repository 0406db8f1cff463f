; EXPECT: not-refines
; `icmp ne (select undef, %x, 0), 0` at width 1 is false where %x = 0,
; so `i1 undef` is less defined there (semantics/undef.md,
; [undef-derived]; alive-tv: doesn't verify).

define i1 @src(i1 %x) {
  %s = select i1 undef, i1 %x, i1 0
  %c = icmp ne i1 %s, 0
  ret i1 %c
}

define i1 @tgt(i1 %x) {
  ret i1 undef
}
