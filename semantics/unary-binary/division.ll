; udiv, sdiv, urem, srem (LangRef "Binary Operations"). Immediate UB first:
; a zero divisor, a poison divisor, an undef divisor that may be zero, and
; for the signed forms MIN / -1 (also when the dividend is poison or undef
; and so may be MIN). Then a poison dividend gives poison, `exact` gives
; poison when the division leaves a remainder, and otherwise the quotient.

; RUN: @udiv(7, 0) => ub division-by-zero
; RUN: @udiv(7, poison) => ub poison-divisor
; RUN: @udiv(poison, 3) => i8 poison
; RUN: @udiv(7, undef) => ub division-by-zero
; RUN: @udiv(-1, 16) => i8 15
; RUN: @udiv_exact(6, 3) => i8 2
; RUN: @udiv_exact(7, 3) => i8 poison
; RUN: @udiv_exact(poison, 3) => i8 poison
; RUN: @udiv_exact(7, 0) => ub division-by-zero
; RUN: @sdiv(-128, -1) => ub division-overflow
; RUN: @sdiv(-127, -1) => i8 127
; RUN: @sdiv(-7, 2) => i8 -3
; RUN: @sdiv(poison, -1) => ub division-overflow
; RUN: @sdiv(poison, 2) => i8 poison
; RUN: @sdiv(1, 0) => ub division-by-zero
; RUN: @sdiv_exact(7, 2) => i8 poison
; RUN: @sdiv_exact(8, 2) => i8 4
; RUN: @sdiv_exact(-8, -2) => i8 4
; RUN: @urem(7, 0) => ub division-by-zero
; RUN: @urem(-1, 10) => i8 5
; RUN: @urem(7, poison) => ub poison-divisor
; RUN: @urem(poison, 2) => i8 poison
; srem cannot overflow, but LangRef makes MIN % -1 UB as for sdiv
; RUN: @srem(-128, -1) => ub division-overflow
; RUN: @srem(-7, 2) => i8 -1
; RUN: @srem(7, -2) => i8 1
; RUN: @srem(7, 0) => ub division-by-zero

; width 1: the only divisor that is not zero is 1 (= -1 signed)
; RUN: @udiv_i1(true, true) => i1 true
; RUN: @udiv_i1(true, false) => ub division-by-zero
; RUN: @sdiv_i1(true, true) => ub division-overflow
; RUN: @sdiv_i1(false, true) => i1 false
; RUN: @srem_i1(true, true) => ub division-overflow

; wide and odd widths
; RUN: @sdiv_i33(-4294967296, -1) => ub division-overflow
; RUN: @sdiv_i33(-4294967296, 2) => i33 -2147483648
; RUN: @udiv_i64(-1, 0) => ub division-by-zero
; RUN: @udiv_i64(-1, 2) => i64 9223372036854775807
; RUN: @sdiv_i65(-18446744073709551616, -1) => ub division-overflow
; RUN: @srem_i65(-18446744073709551616, 3) => i65 -1
; RUN: @sdiv_i128(-170141183460469231731687303715884105728, -1) => ub division-overflow
; RUN: @udiv_i128(-1, 18446744073709551616) => i128 18446744073709551615
; RUN: @urem_i256(-1, 0) => ub division-by-zero
; RUN: @urem_i256(-1, 0x100000000000000000000000000000000) => i256 340282366920938463463374607431768211455

; vectors: a zero (or poison) divisor in any lane is UB; a poison dividend lane is a poison lane
; RUN: @udiv_v2(1, 0) => ub division-by-zero
; RUN: @udiv_v2(1, poison) => ub poison-divisor
; RUN: @udiv_v2(1, 2) => <2 x i8> <i8 poison, i8 3>

define i8 @udiv(i8 %a, i8 %b) {
  %r = udiv i8 %a, %b
  ret i8 %r
}
define i8 @udiv_exact(i8 %a, i8 %b) {
  %r = udiv exact i8 %a, %b
  ret i8 %r
}
define i8 @sdiv(i8 %a, i8 %b) {
  %r = sdiv i8 %a, %b
  ret i8 %r
}
define i8 @sdiv_exact(i8 %a, i8 %b) {
  %r = sdiv exact i8 %a, %b
  ret i8 %r
}
define i8 @urem(i8 %a, i8 %b) {
  %r = urem i8 %a, %b
  ret i8 %r
}
define i8 @srem(i8 %a, i8 %b) {
  %r = srem i8 %a, %b
  ret i8 %r
}
define i1 @udiv_i1(i1 %a, i1 %b) {
  %r = udiv i1 %a, %b
  ret i1 %r
}
define i1 @sdiv_i1(i1 %a, i1 %b) {
  %r = sdiv i1 %a, %b
  ret i1 %r
}
define i1 @srem_i1(i1 %a, i1 %b) {
  %r = srem i1 %a, %b
  ret i1 %r
}
define i33 @sdiv_i33(i33 %a, i33 %b) {
  %r = sdiv i33 %a, %b
  ret i33 %r
}
define i64 @udiv_i64(i64 %a, i64 %b) {
  %r = udiv i64 %a, %b
  ret i64 %r
}
define i65 @sdiv_i65(i65 %a, i65 %b) {
  %r = sdiv i65 %a, %b
  ret i65 %r
}
define i65 @srem_i65(i65 %a, i65 %b) {
  %r = srem i65 %a, %b
  ret i65 %r
}
define i128 @sdiv_i128(i128 %a, i128 %b) {
  %r = sdiv i128 %a, %b
  ret i128 %r
}
define i128 @udiv_i128(i128 %a, i128 %b) {
  %r = udiv i128 %a, %b
  ret i128 %r
}
define i256 @urem_i256(i256 %a, i256 %b) {
  %r = urem i256 %a, %b
  ret i256 %r
}
define <2 x i8> @udiv_v2(i8 %hi, i8 %d) {
  %n = insertelement <2 x i8> <i8 poison, i8 7>, i8 %hi, i32 0
  %n2 = insertelement <2 x i8> %n, i8 poison, i32 0
  %dv = insertelement <2 x i8> <i8 2, i8 2>, i8 %d, i32 0
  %r = udiv <2 x i8> %n2, %dv
  ret <2 x i8> %r
}
