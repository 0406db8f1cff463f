; icmp (LangRef "Other Operations"): the predicate's truth; a poison operand
; gives poison; samesign is poison when the operands' signs differ;
; pointers compare their addresses; vectors lane by lane. With undef
; operands (llvm model) the result is `i1 undef` when both outcomes are
; possible, and exact otherwise.

; RUN: @eq(5, 5) => i1 true
; RUN: @ult(-1, 0) => i1 false
; RUN: @slt(-1, 0) => i1 true
; RUN: @ugt(-128, 127) => i1 true
; RUN: @sge(-128, 127) => i1 false
; RUN: @ule(3, 3) => i1 true
; RUN: @sle(-128, -128) => i1 true
; RUN: @eq(poison, 5) => i1 poison
; RUN: @slt(5, poison) => i1 poison
; samesign: poison exactly when the signs differ
; RUN: @ult_samesign(1, 2) => i1 true
; RUN: @ult_samesign(-2, -1) => i1 true
; RUN: @ult_samesign(-1, 1) => i1 poison
; RUN: @ult_samesign(0, -128) => i1 poison
; RUN: @eq_samesign_i1(true, false) => i1 poison
; RUN: @eq_samesign_i1(true, true) => i1 true
; wide
; RUN: @slt_i65(-18446744073709551616, 18446744073709551615) => i1 true
; RUN: @ult_i128(-1, 0) => i1 false
; RUN: @eq_i256(-1, -1) => i1 true
; pointers
; RUN: @ptr_ult() => i1 true
; RUN: @ptr_null_eq(null) => i1 true
; vectors
; RUN: @vec(3) => <2 x i1> <i1 true, i1 poison>
; undef (LangRef: `icmp slt undef, 4` is undef; `icmp ult undef, 0` is false)
; RUN: @slt(undef, 4) => i1 undef
; RUN: @ult(undef, 0) => i1 false
; RUN: @ule(undef, -1) => i1 true
; RUN: @eq_odd_zero(undef) => i1 false
; RUN: @eq(undef, undef) => i1 undef
; a samesign comparison whose sign bit is undef: that bit is resolved for
; the use (the others stay undef)
; RUN: @ult_samesign_i2(undef, 1) => i1 undef | i1 poison

define i1 @eq(i8 %a, i8 %b) {
  %r = icmp eq i8 %a, %b
  ret i1 %r
}
define i1 @ult(i8 %a, i8 %b) {
  %r = icmp ult i8 %a, %b
  ret i1 %r
}
define i1 @slt(i8 %a, i8 %b) {
  %r = icmp slt i8 %a, %b
  ret i1 %r
}
define i1 @ugt(i8 %a, i8 %b) {
  %r = icmp ugt i8 %a, %b
  ret i1 %r
}
define i1 @sge(i8 %a, i8 %b) {
  %r = icmp sge i8 %a, %b
  ret i1 %r
}
define i1 @ule(i8 %a, i8 %b) {
  %r = icmp ule i8 %a, %b
  ret i1 %r
}
define i1 @sle(i8 %a, i8 %b) {
  %r = icmp sle i8 %a, %b
  ret i1 %r
}
define i1 @ult_samesign(i8 %a, i8 %b) {
  %r = icmp samesign ult i8 %a, %b
  ret i1 %r
}
define i1 @eq_samesign_i1(i1 %a, i1 %b) {
  %r = icmp samesign eq i1 %a, %b
  ret i1 %r
}
define i1 @slt_i65(i65 %a, i65 %b) {
  %r = icmp slt i65 %a, %b
  ret i1 %r
}
define i1 @ult_i128(i128 %a, i128 %b) {
  %r = icmp ult i128 %a, %b
  ret i1 %r
}
define i1 @eq_i256(i256 %a, i256 %b) {
  %r = icmp eq i256 %a, %b
  ret i1 %r
}
define i1 @ptr_ult() {
  %a = alloca [4 x i8]
  %b = getelementptr i8, ptr %a, i64 3
  %r = icmp ult ptr %a, %b
  ret i1 %r
}
define i1 @ptr_null_eq(ptr %p) {
  %r = icmp eq ptr %p, null
  ret i1 %r
}
define <2 x i1> @vec(i8 %x) {
  %v = insertelement <2 x i8> <i8 0, i8 poison>, i8 %x, i32 0
  %r = icmp sgt <2 x i8> %v, <i8 2, i8 2>
  ret <2 x i1> %r
}
define i1 @eq_odd_zero(i8 %a) {
  %o = or i8 %a, 1
  %r = icmp eq i8 %o, 0
  ret i1 %r
}
define i1 @ult_samesign_i2(i2 %a, i2 %b) {
  %r = icmp samesign ult i2 %a, %b
  ret i1 %r
}
