; Fixed-point arithmetic (LangRef "Fixed Point Arithmetic Intrinsics").
; Rules: semantics/intrinsics.md, "Fixed-point arithmetic". An inexact
; result is either neighbour (the rounding direction is unspecified); an
; out-of-range product is poison (the multiplications are speculatable),
; an out-of-range or zero-divisor division is UB; .sat saturates.

; LangRef's examples.
; RUN: @smul(3, 2, 0) => i4 6
; RUN: @smul1(3, 2) => i4 3
; RUN: @smul1(3, -2) => i4 -3
; RUN: @smul1(3, -3) => i4 -5 | i4 -4
; RUN: @umul1(15, 1) => i4 7 | i4 -8
; RUN: @smulsat(7, 2) => i4 7
; RUN: @smulsat(-8, -2) => i4 7
; RUN: @smulsat(2, 4) => i4 7
; RUN: @umulsat2(8, 8) => i4 -1
; RUN: @sdiv1(6, 4) => i4 3
; RUN: @sdiv1(3, 4) => i4 2 | i4 1
; RUN: @udiv4(1, -8) => i4 2
; RUN: @sdivsat(-8, -1) => i4 7
; RUN: @udivsat2(8, 2) => i4 -1
; Out of range and division by zero.
; RUN: @smul(7, 2, 0) => i4 poison
; RUN: @smul(-8, -1, 0) => i4 poison
; RUN: @sdiv0(-8, -1) => ub division-overflow
; RUN: @sdiv0(1, 0) => ub division-by-zero
; RUN: @sdivsat(1, 0) => ub division-by-zero
; RUN: @sdiv0(1, poison) => ub division-by-zero
; Rounding up would leave the range: only the lower neighbour is
; representable (7.5 in i4 at scale 1 is 7 or 8; 8 does not fit).
; RUN: @smul1(5, 3) => i4 7
; Poison operands.
; RUN: @smul(poison, 1, 0) => i4 poison
; RUN: @sdiv0(poison, 1) => i4 poison
; Width 1: the signed values are 0 and -1.
; RUN: @smul_i1(true, true) => i1 poison
; RUN: @smulsat_i1(true, true) => i1 false
; Vectors: lane by lane, the scale shared.
; RUN: @vec() => <3 x i8> <i8 16, i8 poison, i8 127>
; Wide: i128 at scale 64, (2^100 * 2^27) / 2^64 = 2^63.
; RUN: @wide() => i128 9223372036854775808

declare i4 @llvm.smul.fix.i4(i4, i4, i32)
declare i4 @llvm.umul.fix.i4(i4, i4, i32)
declare i4 @llvm.smul.fix.sat.i4(i4, i4, i32)
declare i4 @llvm.umul.fix.sat.i4(i4, i4, i32)
declare i4 @llvm.sdiv.fix.i4(i4, i4, i32)
declare i4 @llvm.udiv.fix.i4(i4, i4, i32)
declare i4 @llvm.sdiv.fix.sat.i4(i4, i4, i32)
declare i4 @llvm.udiv.fix.sat.i4(i4, i4, i32)
declare i1 @llvm.smul.fix.i1(i1, i1, i32)
declare i1 @llvm.smul.fix.sat.i1(i1, i1, i32)
declare <3 x i8> @llvm.smul.fix.v3i8(<3 x i8>, <3 x i8>, i32)
declare <3 x i8> @llvm.smul.fix.sat.v3i8(<3 x i8>, <3 x i8>, i32)
declare i128 @llvm.smul.fix.i128(i128, i128, i32)

define i4 @smul(i4 %a, i4 %b, i32 %unused) {
  %r = call i4 @llvm.smul.fix.i4(i4 %a, i4 %b, i32 0)
  ret i4 %r
}
define i4 @smul1(i4 %a, i4 %b) {
  %r = call i4 @llvm.smul.fix.i4(i4 %a, i4 %b, i32 1)
  ret i4 %r
}
define i4 @umul1(i4 %a, i4 %b) {
  %r = call i4 @llvm.umul.fix.i4(i4 %a, i4 %b, i32 1)
  ret i4 %r
}
define i4 @smulsat(i4 %a, i4 %b) {
  %r = call i4 @llvm.smul.fix.sat.i4(i4 %a, i4 %b, i32 0)
  ret i4 %r
}
define i4 @umulsat2(i4 %a, i4 %b) {
  %r = call i4 @llvm.umul.fix.sat.i4(i4 %a, i4 %b, i32 2)
  ret i4 %r
}
define i4 @sdiv0(i4 %a, i4 %b) {
  %r = call i4 @llvm.sdiv.fix.i4(i4 %a, i4 %b, i32 0)
  ret i4 %r
}
define i4 @sdiv1(i4 %a, i4 %b) {
  %r = call i4 @llvm.sdiv.fix.i4(i4 %a, i4 %b, i32 1)
  ret i4 %r
}
define i4 @udiv4(i4 %a, i4 %b) {
  %r = call i4 @llvm.udiv.fix.i4(i4 %a, i4 %b, i32 4)
  ret i4 %r
}
define i4 @sdivsat(i4 %a, i4 %b) {
  %r = call i4 @llvm.sdiv.fix.sat.i4(i4 %a, i4 %b, i32 0)
  ret i4 %r
}
define i4 @udivsat2(i4 %a, i4 %b) {
  %r = call i4 @llvm.udiv.fix.sat.i4(i4 %a, i4 %b, i32 2)
  ret i4 %r
}
define i1 @smul_i1(i1 %a, i1 %b) {
  %r = call i1 @llvm.smul.fix.i1(i1 %a, i1 %b, i32 0)
  ret i1 %r
}
define i1 @smulsat_i1(i1 %a, i1 %b) {
  %r = call i1 @llvm.smul.fix.sat.i1(i1 %a, i1 %b, i32 0)
  ret i1 %r
}
define <3 x i8> @vec() {
  %r = call <3 x i8> @llvm.smul.fix.v3i8(<3 x i8> <i8 16, i8 poison, i8 127>, <3 x i8> <i8 16, i8 1, i8 16>, i32 4)
  %s = call <3 x i8> @llvm.smul.fix.sat.v3i8(<3 x i8> %r, <3 x i8> <i8 16, i8 16, i8 127>, i32 4)
  ret <3 x i8> %s
}
define i128 @wide() {
  %r = call i128 @llvm.smul.fix.i128(i128 1267650600228229401496703205376, i128 134217728, i32 64)
  ret i128 %r
}
