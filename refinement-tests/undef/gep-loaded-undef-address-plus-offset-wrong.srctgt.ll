; EXPECT: not-refines
; The wrong variant of gep-loaded-undef-address-plus-offset: 9 is not the
; offset. alive-tv 22: "Value mismatch".

define i64 @src(ptr %q) {
  %p = load ptr, ptr %q, align 8
  %g = getelementptr i8, ptr %p, i64 8
  %a = ptrtoint ptr %g to i64
  ret i64 %a
}

define i64 @tgt(ptr %q) {
  %i = load i64, ptr %q, align 8
  %a = add i64 %i, 9
  ret i64 %a
}
