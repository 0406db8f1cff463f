; EXPECT: refines
; ARGS: --model taming
; Without undef (the taming model) the same rewrite is correct: %v is
; poison or one value, and both forms agree.

define i32 @src(i32 %v) {
  %r = mul i32 %v, 2
  ret i32 %r
}

define i32 @tgt(i32 %v) {
  %r = add i32 %v, %v
  ret i32 %r
}
