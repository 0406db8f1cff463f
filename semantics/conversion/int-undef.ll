; Integer conversions of undef bits (llvm model): trunc and zext move the
; undef bits exactly; sext is exact when the sign bit is defined; with a
; poison flag that may or may not fire (trunc nuw of an undef high bit, zext
; nneg of an undef sign) llsem resolves for that use as few undef bits as
; it takes (the sign bit for sext and zext nneg: the others stay undef).

; RUN: @trunc_low(undef) => i4 0b??01
; RUN: @zext(undef) => i8 0b0000????
; RUN: @sext_defined_sign() => i8 0b00000??1
; RUN: @sext_undef_sign() => i8 0b0000000? | i8 0b1111111?
; RUN: @trunc_nuw_undef_high() => i2 1 | i2 poison
; RUN: @zext_nneg_undef_sign() => i4 0b000? | i4 poison

define i4 @trunc_low(i8 %a) {
  %s = shl i8 %a, 2
  %o = or i8 %s, 1
  %r = trunc i8 %o to i4
  ret i4 %r
}
define i8 @zext(i4 %a) {
  %r = zext i4 %a to i8
  ret i8 %r
}
define i8 @sext_defined_sign() {
  %a = and i4 undef, 7
  %b = or i4 %a, 1
  %r = sext i4 %b to i8
  ret i8 %r
}
define i8 @sext_undef_sign() {
  %r = sext i2 undef to i8
  ret i8 %r
}
define i2 @trunc_nuw_undef_high() {
  %a = and i4 undef, 4
  %b = or i4 %a, 1
  %r = trunc nuw i4 %b to i2
  ret i2 %r
}
define i4 @zext_nneg_undef_sign() {
  %r = zext nneg i2 undef to i4
  ret i4 %r
}
