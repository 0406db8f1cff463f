; EXPECT: refines
; A parameter marked nofpclass(norm) is poison when it is a normal number
; (LangRef `nofpclass`): what is left, zeros, subnormals, infinities and
; NaNs, converts to 0 or to poison, so fptosi may fold to 0 (InstCombine's
; fpcast.ll does this).

define i32 @src(float nofpclass(norm) %x) {
  %r = fptosi float %x to i32
  ret i32 %r
}

define i32 @tgt(float nofpclass(norm) %x) {
  ret i32 0
}
