; EXPECT: not-refines
; The variant of trunc-nsw-of-ashr-exact-undef whose target ors
; 0xF8000000 where the source's result has 0xFC000000: bit 26 differs for
; every %a whose bit 24 is clear (0, for one).

define i32 @src(i32 %a) {
  %ext = zext i32 %a to i64
  %or = or i64 %ext, 4278190080
  %shl = shl i64 %or, 34
  %ashr = ashr exact i64 %shl, 32
  %trunc = trunc nsw i64 %ashr to i32
  ret i32 %trunc
}

define i32 @tgt(i32 %a) {
  %1 = shl i32 %a, 2
  %2 = or i32 %1, -134217728
  ret i32 %2
}
