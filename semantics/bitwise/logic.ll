; and, or, xor (LangRef "Bitwise Binary Operations"): bit by bit; a poison
; operand gives poison (also `and poison, 0`: LangRef's `%still_poison`);
; `or disjoint` is poison when both operands have a one in the same place.

; RUN: @and(12, 10) => i8 8
; RUN: @or(12, 10) => i8 14
; RUN: @xor(12, 10) => i8 6
; RUN: @and(poison, 0) => i8 poison
; RUN: @or(poison, -1) => i8 poison
; RUN: @xor(0, poison) => i8 poison
; RUN: @or_disjoint(12, 3) => i8 15
; RUN: @or_disjoint(12, 4) => i8 poison
; RUN: @or_disjoint(0, 0) => i8 0
; RUN: @or_disjoint(-128, 127) => i8 -1
; RUN: @or_disjoint_i1(true, true) => i1 poison
; RUN: @or_disjoint_i1(true, false) => i1 true
; RUN: @or_disjoint_i65(-18446744073709551616, 18446744073709551615) => i65 -1
; RUN: @or_disjoint_i65(-1, 1) => i65 poison
; RUN: @xor_i256(-1, 1) => i256 -2
; RUN: @and_i33(-1, 4294967296) => i33 -4294967296
; disjoint on vectors: only the lane with a shared bit is poison
; RUN: @or_disjoint_v2(1) => <2 x i8> <i8 poison, i8 3>
; RUN: @or_disjoint_v2(2) => <2 x i8> <i8 3, i8 3>

define i8 @and(i8 %a, i8 %b) {
  %r = and i8 %a, %b
  ret i8 %r
}
define i8 @or(i8 %a, i8 %b) {
  %r = or i8 %a, %b
  ret i8 %r
}
define i8 @xor(i8 %a, i8 %b) {
  %r = xor i8 %a, %b
  ret i8 %r
}
define i8 @or_disjoint(i8 %a, i8 %b) {
  %r = or disjoint i8 %a, %b
  ret i8 %r
}
define i1 @or_disjoint_i1(i1 %a, i1 %b) {
  %r = or disjoint i1 %a, %b
  ret i1 %r
}
define i65 @or_disjoint_i65(i65 %a, i65 %b) {
  %r = or disjoint i65 %a, %b
  ret i65 %r
}
define i256 @xor_i256(i256 %a, i256 %b) {
  %r = xor i256 %a, %b
  ret i256 %r
}
define i33 @and_i33(i33 %a, i33 %b) {
  %r = and i33 %a, %b
  ret i33 %r
}
define <2 x i8> @or_disjoint_v2(i8 %a) {
  %v = insertelement <2 x i8> <i8 0, i8 1>, i8 %a, i32 0
  %r = or disjoint <2 x i8> %v, <i8 1, i8 2>
  ret <2 x i8> %r
}
