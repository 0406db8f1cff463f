; EXPECT: refines
; The UB Manual: %a = add undef, 0 and then add %a, %a is simply undef;
; the function may return any value.

define i32 @src() {
  %a = add i32 undef, 0
  %r = add i32 %a, %a
  ret i32 %r
}

define i32 @tgt() {
  ret i32 undef
}
