; EXPECT: refines
; `getelementptr i8, ptr null, i64 undef`: the index may be any value, so
; the address is every address, with no provenance (null has none), and
; `ptrtoint` of it is every integer: undef (rule [gep-undef-index]).
; alive-tv 22: correct.

define i64 @src() {
  %g = getelementptr i8, ptr null, i64 undef
  %a = ptrtoint ptr %g to i64
  ret i64 %a
}

define i64 @tgt() {
  ret i64 undef
}
