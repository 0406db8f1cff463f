; The fields of `llvm.*.with.overflow` on undef operands, each read by an
; `extractvalue` (llvm model; rule [with-ov-fields] in intrinsics.md):
; LangRef "Undefined Values" lets each use of a value computed from undef
; see another member, and an `extractvalue` is a use of its own, so a field
; read alone is that field's whole set { field(x, y) | x, y members }
; (alive-tv 22 agrees: two `extractvalue`s of one `uadd.with.overflow` of
; undef are two uses). The call resolves undef bits only when both fields
; of the pair have undef bits, and then the aggregate read whole (`ret`,
; `store`, `phi`) is one member pair, the two fields of the same operands.

; i1: sadd(x, -1) is (-1, no) for x = 0 and (0, yes) for x = -1. The bit
; alone is both; both fields read apart are both each; the whole pair is
; one of the two pairs, never (-1, yes) or (0, no).
; RUN: @ov1(undef, 1) => i1 undef
; RUN: @both1(undef, 1) => { i1, i1 } { i1 undef, i1 undef }
; RUN: @whole1(undef, 1) => { i1, i1 } { i1 true, i1 false } | { i1, i1 } { i1 false, i1 true }
; i8: uadd(x, 1) overflows for x = 255 only; by 0 never, and the pair
; { undef, false } is then exact without resolving anything.
; RUN: @uadd_ov8(undef, 1) => i1 undef
; RUN: @uadd_ov8(undef, 0) => i1 false
; RUN: @uadd_val8(undef, 1) => i8 undef
; A poison operand makes both fields poison, undef or not the other.
; RUN: @uadd_ov8(poison, undef) => i1 poison
; Two uses of the pair: the result and the bit need not agree (the bit is
; set only for a sum of 0 when one member gives both), so `(v == 0) ^ o`
; is undef, where one member would give false.
; RUN: @uadd_agree8(undef, 1) => i1 undef
; usub(5, y) overflows for y > 5; ssub(0, y) for y = -128 only.
; RUN: @usub_ov8(5, undef) => i1 undef
; RUN: @ssub_ov8(0, undef) => i1 undef
; Partly undef operands: 0b1??????? * 2 always overflows; 0b0000???? * 3
; never; its result set {0, 3, ..., 45} is no cube, so the field read once
; is one member per run.
; RUN: @umul_hi_ov8(undef) => i1 true
; RUN: @umul_low_ov8(undef) => i1 false
; RUN: @umul_low_val8(undef) => i8 0 | i8 3 | i8 6 | i8 9 | i8 12 | i8 15 | i8 18 | i8 21 | i8 24 | i8 27 | i8 30 | i8 33 | i8 36 | i8 39 | i8 42 | i8 45
; i64 and i128: x * 2 is every even value and may overflow; x * undef is
; every value; a signed product by 0 is { 0, false } without resolving.
; RUN: @umul64(undef, 2) => { i64, i1 } { i64 0b???????????????????????????????????????????????????????????????0, i1 undef }
; RUN: @umul64(undef, undef) => { i64, i1 } { i64 undef, i1 undef }
; RUN: @smul128(undef, 2) => { i128, i1 } { i128 0b???????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????0, i1 undef }
; RUN: @smul128(undef, 0) => { i128, i1 } { i128 0, i1 false }

declare { i1, i1 } @llvm.sadd.with.overflow.i1(i1, i1)
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8)
declare { i8, i1 } @llvm.usub.with.overflow.i8(i8, i8)
declare { i8, i1 } @llvm.umul.with.overflow.i8(i8, i8)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)
declare { i128, i1 } @llvm.smul.with.overflow.i128(i128, i128)
declare { i8, i1 } @llvm.ssub.with.overflow.i8(i8, i8)

define i1 @ov1(i1 %a, i1 %b) {
  %r = call { i1, i1 } @llvm.sadd.with.overflow.i1(i1 %a, i1 %b)
  %o = extractvalue { i1, i1 } %r, 1
  ret i1 %o
}
define { i1, i1 } @both1(i1 %a, i1 %b) {
  %r = call { i1, i1 } @llvm.sadd.with.overflow.i1(i1 %a, i1 %b)
  %v = extractvalue { i1, i1 } %r, 0
  %o = extractvalue { i1, i1 } %r, 1
  %p = insertvalue { i1, i1 } poison, i1 %v, 0
  %q = insertvalue { i1, i1 } %p, i1 %o, 1
  ret { i1, i1 } %q
}
define { i1, i1 } @whole1(i1 %a, i1 %b) {
  %r = call { i1, i1 } @llvm.sadd.with.overflow.i1(i1 %a, i1 %b)
  ret { i1, i1 } %r
}
define i1 @uadd_ov8(i8 %a, i8 %b) {
  %r = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %a, i8 %b)
  %o = extractvalue { i8, i1 } %r, 1
  ret i1 %o
}
define i8 @uadd_val8(i8 %a, i8 %b) {
  %r = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %a, i8 %b)
  %v = extractvalue { i8, i1 } %r, 0
  ret i8 %v
}
define i1 @uadd_agree8(i8 %a, i8 %b) {
  %r = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %a, i8 %b)
  %v = extractvalue { i8, i1 } %r, 0
  %o = extractvalue { i8, i1 } %r, 1
  %z = icmp eq i8 %v, 0
  %d = xor i1 %z, %o
  ret i1 %d
}
define i1 @usub_ov8(i8 %a, i8 %b) {
  %r = call { i8, i1 } @llvm.usub.with.overflow.i8(i8 %a, i8 %b)
  %o = extractvalue { i8, i1 } %r, 1
  ret i1 %o
}
define i1 @ssub_ov8(i8 %a, i8 %b) {
  %r = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 %a, i8 %b)
  %o = extractvalue { i8, i1 } %r, 1
  ret i1 %o
}
define i1 @umul_hi_ov8(i8 %a) {
  %h = or i8 %a, -128
  %r = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 %h, i8 2)
  %o = extractvalue { i8, i1 } %r, 1
  ret i1 %o
}
define i8 @umul_low_val8(i8 %a) {
  %l = and i8 %a, 15
  %r = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 %l, i8 3)
  %v = extractvalue { i8, i1 } %r, 0
  ret i8 %v
}
define i1 @umul_low_ov8(i8 %a) {
  %l = and i8 %a, 15
  %r = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 %l, i8 3)
  %o = extractvalue { i8, i1 } %r, 1
  ret i1 %o
}
define { i64, i1 } @umul64(i64 %a, i64 %b) {
  %r = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %a, i64 %b)
  %v = extractvalue { i64, i1 } %r, 0
  %o = extractvalue { i64, i1 } %r, 1
  %p = insertvalue { i64, i1 } poison, i64 %v, 0
  %q = insertvalue { i64, i1 } %p, i1 %o, 1
  ret { i64, i1 } %q
}
define { i128, i1 } @smul128(i128 %a, i128 %b) {
  %r = call { i128, i1 } @llvm.smul.with.overflow.i128(i128 %a, i128 %b)
  %v = extractvalue { i128, i1 } %r, 0
  %o = extractvalue { i128, i1 } %r, 1
  %p = insertvalue { i128, i1 } poison, i128 %v, 0
  %q = insertvalue { i128, i1 } %p, i1 %o, 1
  ret { i128, i1 } %q
}
