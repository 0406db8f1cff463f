; EXPECT: refines
; `x + 1 > x` with nsw folds to true: a signed overflow would have made the
; sum poison, and poison may become true.

define i1 @f(i32 %x) {
  %a = add nsw i32 %x, 1
  %c = icmp sgt i32 %a, %x
  ret i1 %c
}
