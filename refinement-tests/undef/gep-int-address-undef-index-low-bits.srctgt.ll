; EXPECT: refines
; From the address 4099 with no provenance (an offset from null), an
; `i64` index with undef bits 2 and up, scaled by 8, moves only bits 5
; and up: the low five bits stay those of 4099 + 8 * 3 = 4123, 0b11011
; (rule [gep-undef-index]). alive-tv 22: correct.

define i64 @src() {
  %p = getelementptr i8, ptr null, i64 4099
  %i = or i64 undef, 3
  %g = getelementptr i64, ptr %p, i64 %i
  %a = ptrtoint ptr %g to i64
  %l = and i64 %a, 31
  ret i64 %l
}

define i64 @tgt() {
  ret i64 27
}
