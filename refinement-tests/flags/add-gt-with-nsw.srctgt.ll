; EXPECT: refines
; a + b > a becomes b > 0: correct with nsw (overflow is poison, so the
; comparison may be anything), wrong without it (a + b wraps).

define i1 @src(i32 %a, i32 %b) {
  %s = add nsw i32 %a, %b
  %c = icmp sgt i32 %s, %a
  ret i1 %c
}

define i1 @tgt(i32 %a, i32 %b) {
  %c = icmp sgt i32 %b, 0
  ret i1 %c
}
