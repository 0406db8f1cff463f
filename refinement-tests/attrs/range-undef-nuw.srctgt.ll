; EXPECT: refines
; CorrelatedValuePropagation's nuw inference from a range parameter: an
; undef argument is first one of its values, then poison if outside the
; range (Alive2 reads range as an assumption on the argument evaluated
; once), so the add of 1 to a value below 100 cannot wrap.

define i8 @src(i8 range(i8 0, 100) %x) {
  %r = add i8 %x, 1
  ret i8 %r
}

define i8 @tgt(i8 range(i8 0, 100) %x) {
  %r = add nuw nsw i8 %x, 1
  ret i8 %r
}
