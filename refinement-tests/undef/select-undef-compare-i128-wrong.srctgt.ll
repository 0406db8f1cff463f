; EXPECT: not-refines
; `icmp ne (select undef, %x, 0), 0` at width 128 is false where %x = 0,
; so `i1 undef` is less defined there (semantics/undef.md,
; [undef-derived]; alive-tv: doesn't verify).

define i1 @src(i128 %x) {
  %s = select i1 undef, i128 %x, i128 0
  %c = icmp ne i128 %s, 0
  ret i1 %c
}

define i1 @tgt(i128 %x) {
  ret i1 undef
}
