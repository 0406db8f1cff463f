; EXPECT: not-refines
; nofpclass(pnorm) leaves the negative normal numbers: fptosi of -1.0 is
; -1, so folding the conversion to 0 is wrong.

define i32 @src(float nofpclass(pnorm) %x) {
  %r = fptosi float %x to i32
  ret i32 %r
}

define i32 @tgt(float nofpclass(pnorm) %x) {
  ret i32 0
}
