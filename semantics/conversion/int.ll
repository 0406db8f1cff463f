; trunc, zext, sext (LangRef "Conversion Operations"). trunc nuw is poison
; if a dropped bit is set, trunc nsw if a dropped bit differs from the
; result's sign bit; zext nneg is poison for a negative operand. Poison in,
; poison out; vectors lane by lane.

; RUN: @trunc(300) => i8 44
; RUN: @trunc(poison) => i8 poison
; RUN: @trunc_nuw(255) => i8 -1
; RUN: @trunc_nuw(256) => i8 poison
; RUN: @trunc_nuw(-1) => i8 poison
; RUN: @trunc_nsw(127) => i8 127
; RUN: @trunc_nsw(128) => i8 poison
; RUN: @trunc_nsw(-128) => i8 -128
; RUN: @trunc_nsw(-129) => i8 poison
; RUN: @trunc_nsw(-1) => i8 -1
; RUN: @trunc_nuw_nsw(200) => i8 poison
; RUN: @trunc_nuw_nsw(100) => i8 100
; to i1: nuw allows 0 and 1, nsw allows 0 and -1
; RUN: @trunc_nuw_i1(1) => i1 true
; RUN: @trunc_nuw_i1(-1) => i1 poison
; RUN: @trunc_nsw_i1(-1) => i1 true
; RUN: @trunc_nsw_i1(1) => i1 poison
; RUN: @trunc_nsw_i128_to_i65(18446744073709551615) => i65 18446744073709551615
; RUN: @trunc_nsw_i128_to_i65(18446744073709551616) => i65 poison
; RUN: @trunc_nuw_i256_to_i33(8589934591) => i33 -1
; RUN: @trunc_nuw_i256_to_i33(8589934592) => i33 poison
; RUN: @zext(-1) => i16 255
; RUN: @zext(poison) => i16 poison
; RUN: @zext_nneg(127) => i16 127
; RUN: @zext_nneg(-128) => i16 poison
; RUN: @zext_nneg(0) => i16 0
; RUN: @zext_i1(true) => i65 1
; RUN: @zext_nneg_i1(true) => i65 poison
; RUN: @sext(-1) => i16 -1
; RUN: @sext(127) => i16 127
; RUN: @sext(poison) => i16 poison
; RUN: @sext_i1(true) => i128 -1
; RUN: @sext_i33_i256(-4294967296) => i256 -4294967296
; RUN: @trunc_nuw_v2(256) => <2 x i8> <i8 poison, i8 1>

define i8 @trunc(i16 %a) {
  %r = trunc i16 %a to i8
  ret i8 %r
}
define i8 @trunc_nuw(i16 %a) {
  %r = trunc nuw i16 %a to i8
  ret i8 %r
}
define i8 @trunc_nsw(i16 %a) {
  %r = trunc nsw i16 %a to i8
  ret i8 %r
}
define i8 @trunc_nuw_nsw(i16 %a) {
  %r = trunc nuw nsw i16 %a to i8
  ret i8 %r
}
define i1 @trunc_nuw_i1(i8 %a) {
  %r = trunc nuw i8 %a to i1
  ret i1 %r
}
define i1 @trunc_nsw_i1(i8 %a) {
  %r = trunc nsw i8 %a to i1
  ret i1 %r
}
define i65 @trunc_nsw_i128_to_i65(i128 %a) {
  %r = trunc nsw i128 %a to i65
  ret i65 %r
}
define i33 @trunc_nuw_i256_to_i33(i256 %a) {
  %r = trunc nuw i256 %a to i33
  ret i33 %r
}
define i16 @zext(i8 %a) {
  %r = zext i8 %a to i16
  ret i16 %r
}
define i16 @zext_nneg(i8 %a) {
  %r = zext nneg i8 %a to i16
  ret i16 %r
}
define i65 @zext_i1(i1 %a) {
  %r = zext i1 %a to i65
  ret i65 %r
}
define i65 @zext_nneg_i1(i1 %a) {
  %r = zext nneg i1 %a to i65
  ret i65 %r
}
define i16 @sext(i8 %a) {
  %r = sext i8 %a to i16
  ret i16 %r
}
define i128 @sext_i1(i1 %a) {
  %r = sext i1 %a to i128
  ret i128 %r
}
define i256 @sext_i33_i256(i33 %a) {
  %r = sext i33 %a to i256
  ret i256 %r
}
define <2 x i8> @trunc_nuw_v2(i16 %a) {
  %v = insertelement <2 x i16> <i16 0, i16 1>, i16 %a, i32 0
  %r = trunc nuw <2 x i16> %v to <2 x i8>
  ret <2 x i8> %r
}
