; shl, lshr, ashr (LangRef "Bitwise Binary Operations"). A shift amount
; (read as unsigned) equal to or larger than the width gives poison; shl nuw
; is poison if a set bit is shifted out, shl nsw if a shifted-out bit differs
; from the result's sign bit; lshr/ashr exact are poison if a set bit is
; shifted out. Poison operands give poison; vectors shift lane by lane.

; RUN: @shl(1, 7) => i8 -128
; RUN: @shl(1, 8) => i8 poison
; RUN: @shl(1, -1) => i8 poison
; RUN: @shl(0, 8) => i8 poison
; RUN: @shl(poison, 1) => i8 poison
; RUN: @shl(1, poison) => i8 poison
; RUN: @shl_nuw(64, 1) => i8 -128
; RUN: @shl_nuw(-128, 1) => i8 poison
; RUN: @shl_nuw(3, 7) => i8 poison
; RUN: @shl_nsw(64, 1) => i8 poison
; RUN: @shl_nsw(-64, 1) => i8 -128
; RUN: @shl_nsw(-65, 1) => i8 poison
; RUN: @shl_nsw(1, 6) => i8 64
; RUN: @shl_nsw(1, 7) => i8 poison
; RUN: @shl_nsw(-1, 7) => i8 -128
; RUN: @shl_nuw_nsw(1, 7) => i8 poison
; RUN: @lshr(-128, 7) => i8 1
; RUN: @lshr(-128, 8) => i8 poison
; RUN: @lshr(-1, 0) => i8 -1
; RUN: @lshr_exact(-128, 7) => i8 1
; RUN: @lshr_exact(-127, 7) => i8 poison
; RUN: @lshr_exact(5, 0) => i8 5
; RUN: @ashr(-128, 7) => i8 -1
; RUN: @ashr(64, 6) => i8 1
; RUN: @ashr(-128, 8) => i8 poison
; RUN: @ashr_exact(-128, 7) => i8 -1
; RUN: @ashr_exact(-127, 1) => i8 poison
; RUN: @ashr(poison, 0) => i8 poison

; width 1: the only valid amount is 0
; RUN: @shl_i1(true, false) => i1 true
; RUN: @shl_i1(true, true) => i1 poison
; RUN: @ashr_i1(true, true) => i1 poison

; wide and odd widths, at the amount boundary
; RUN: @shl_i33(1, 32) => i33 -4294967296
; RUN: @shl_i33(1, 33) => i33 poison
; RUN: @shl_nsw_i33(1, 32) => i33 poison
; RUN: @lshr_i64(-1, 63) => i64 1
; RUN: @lshr_i64(-1, 64) => i64 poison
; RUN: @ashr_i65(-18446744073709551616, 64) => i65 -1
; RUN: @ashr_i65(1, 65) => i65 poison
; RUN: @shl_i128(1, 127) => i128 -170141183460469231731687303715884105728
; RUN: @shl_i128(1, 128) => i128 poison
; a huge amount whose low bits look small is still too large
; RUN: @shl_i128(1, 0x10000000000000001) => i128 poison
; RUN: @lshr_i256(-1, 255) => i256 1
; RUN: @lshr_i256(-1, 256) => i256 poison
; RUN: @shl_nuw_i256(0x8000000000000000000000000000000000000000000000000000000000000000, 1) => i256 poison

; vectors: an amount too large poisons only its lane
; RUN: @shl_v2(8) => <2 x i8> <i8 poison, i8 2>
; RUN: @shl_v2(7) => <2 x i8> <i8 -128, i8 2>

; the UB Manual's x86-style shift: masking the amount avoids poison
; RUN: @x86_shift(1, 33) => i32 2
; RUN: @x86_shift(1, 31) => i32 -2147483648

define i8 @shl(i8 %a, i8 %b) {
  %r = shl i8 %a, %b
  ret i8 %r
}
define i8 @shl_nuw(i8 %a, i8 %b) {
  %r = shl nuw i8 %a, %b
  ret i8 %r
}
define i8 @shl_nsw(i8 %a, i8 %b) {
  %r = shl nsw i8 %a, %b
  ret i8 %r
}
define i8 @shl_nuw_nsw(i8 %a, i8 %b) {
  %r = shl nuw nsw i8 %a, %b
  ret i8 %r
}
define i8 @lshr(i8 %a, i8 %b) {
  %r = lshr i8 %a, %b
  ret i8 %r
}
define i8 @lshr_exact(i8 %a, i8 %b) {
  %r = lshr exact i8 %a, %b
  ret i8 %r
}
define i8 @ashr(i8 %a, i8 %b) {
  %r = ashr i8 %a, %b
  ret i8 %r
}
define i8 @ashr_exact(i8 %a, i8 %b) {
  %r = ashr exact i8 %a, %b
  ret i8 %r
}
define i1 @shl_i1(i1 %a, i1 %b) {
  %r = shl i1 %a, %b
  ret i1 %r
}
define i1 @ashr_i1(i1 %a, i1 %b) {
  %r = ashr i1 %a, %b
  ret i1 %r
}
define i33 @shl_i33(i33 %a, i33 %b) {
  %r = shl i33 %a, %b
  ret i33 %r
}
define i33 @shl_nsw_i33(i33 %a, i33 %b) {
  %r = shl nsw i33 %a, %b
  ret i33 %r
}
define i64 @lshr_i64(i64 %a, i64 %b) {
  %r = lshr i64 %a, %b
  ret i64 %r
}
define i65 @ashr_i65(i65 %a, i65 %b) {
  %r = ashr i65 %a, %b
  ret i65 %r
}
define i128 @shl_i128(i128 %a, i128 %b) {
  %r = shl i128 %a, %b
  ret i128 %r
}
define i256 @lshr_i256(i256 %a, i256 %b) {
  %r = lshr i256 %a, %b
  ret i256 %r
}
define i256 @shl_nuw_i256(i256 %a, i256 %b) {
  %r = shl nuw i256 %a, %b
  ret i256 %r
}
define <2 x i8> @shl_v2(i8 %amt) {
  %s = insertelement <2 x i8> <i8 0, i8 1>, i8 %amt, i32 0
  %r = shl <2 x i8> <i8 1, i8 1>, %s
  ret <2 x i8> %r
}
define i32 @x86_shift(i32 %a, i32 %b) {
  %mask = and i32 %b, 31
  %shift = shl i32 %a, %mask
  ret i32 %shift
}
