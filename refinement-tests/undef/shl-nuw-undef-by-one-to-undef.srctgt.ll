; EXPECT: not-refines
; `shl nuw i32 (lshr undef, 1), 1`: the top bit of the operand is 0, so
; `nuw` never fires and the result is always even; folding it to undef
; allows odd values. alive-tv: doesn't verify.

define i32 @src() {
  %a = lshr i32 undef, 1
  %b = shl nuw i32 %a, 1
  ret i32 %b
}

define i32 @tgt() {
  ret i32 undef
}
