; add, sub, mul (LangRef "Binary Operations"): the result wraps modulo 2^n;
; nuw makes unsigned overflow poison, nsw signed overflow, each on its own.
; A poison operand gives poison. Widths 1, 8, 33, 64, 65, 128, 256.

; add, i8, at both overflow boundaries
; RUN: @add_i8(127, 1) => i8 -128
; RUN: @add_i8(-1, 1) => i8 0
; RUN: @add_nsw_i8(126, 1) => i8 127
; RUN: @add_nsw_i8(127, 1) => i8 poison
; RUN: @add_nsw_i8(-128, -1) => i8 poison
; RUN: @add_nsw_i8(-128, 127) => i8 -1
; RUN: @add_nsw_i8(-1, 1) => i8 0
; RUN: @add_nuw_i8(-2, 1) => i8 -1
; RUN: @add_nuw_i8(-1, 1) => i8 poison
; RUN: @add_nuw_i8(127, 1) => i8 -128
; RUN: @add_nuw_nsw_i8(127, 1) => i8 poison
; RUN: @add_nuw_nsw_i8(-1, 1) => i8 poison
; RUN: @add_nuw_nsw_i8(100, 27) => i8 127
; RUN: @add_i8(poison, 0) => i8 poison
; RUN: @add_i8(0, poison) => i8 poison
; RUN: @add_nsw_i8(poison, poison) => i8 poison

; width 1: the values are 0 and -1 (signed), 0 and 1 (unsigned)
; RUN: @add_i1(true, true) => i1 false
; RUN: @add_nuw_i1(true, true) => i1 poison
; RUN: @add_nuw_i1(true, false) => i1 true
; RUN: @add_nsw_i1(true, true) => i1 poison
; RUN: @add_nsw_i1(true, false) => i1 true
; RUN: @add_nsw_i1(false, false) => i1 false

; wide and odd widths
; RUN: @add_nsw_i33(4294967295, 1) => i33 poison
; RUN: @add_nsw_i33(4294967294, 1) => i33 4294967295
; RUN: @add_i33(4294967295, 1) => i33 -4294967296
; RUN: @add_nuw_i33(-1, 1) => i33 poison
; RUN: @add_nsw_i64(9223372036854775807, 1) => i64 poison
; RUN: @add_nsw_i64(9223372036854775806, 1) => i64 9223372036854775807
; RUN: @add_nuw_i64(-1, 1) => i64 poison
; RUN: @add_nuw_i64(9223372036854775807, 1) => i64 -9223372036854775808
; RUN: @add_nsw_i65(18446744073709551615, 1) => i65 poison
; RUN: @add_i65(18446744073709551615, 1) => i65 -18446744073709551616
; RUN: @add_nuw_i65(18446744073709551615, 1) => i65 -18446744073709551616
; RUN: @add_nuw_i65(-1, 1) => i65 poison
; RUN: @add_nsw_i128(170141183460469231731687303715884105727, 1) => i128 poison
; RUN: @add_nsw_i128(170141183460469231731687303715884105726, 1) => i128 170141183460469231731687303715884105727
; RUN: @add_nuw_i128(-1, 1) => i128 poison
; RUN: @add_nsw_i256(0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff, 1) => i256 poison
; RUN: @add_i256(0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff, 1) => i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968
; RUN: @add_nuw_i256(-1, 1) => i256 poison
; RUN: @add_nuw_i256(-2, 1) => i256 -1

; sub: LangRef's own example `sub nuw i32 0, 1` is poison
; RUN: @sub_nuw_i32(0, 1) => i32 poison
; RUN: @sub_nuw_i32(1, 1) => i32 0
; RUN: @sub_i32(0, 1) => i32 -1
; RUN: @sub_nsw_i8(-128, 1) => i8 poison
; RUN: @sub_nsw_i8(0, -128) => i8 poison
; RUN: @sub_nsw_i8(-1, -128) => i8 127
; RUN: @sub_nsw_i8(poison, 1) => i8 poison
; RUN: @sub_nsw_i65(-18446744073709551616, 1) => i65 poison
; RUN: @sub_nuw_i128(5, 6) => i128 poison

; mul
; RUN: @mul_i8(16, 16) => i8 0
; RUN: @mul_nuw_i8(16, 16) => i8 poison
; RUN: @mul_nuw_i8(15, 17) => i8 -1
; RUN: @mul_nsw_i8(16, 8) => i8 poison
; RUN: @mul_nsw_i8(-16, 8) => i8 -128
; RUN: @mul_nsw_i8(-1, -128) => i8 poison
; RUN: @mul_nsw_i8(-1, 127) => i8 -127
; RUN: @mul_nuw_i8(0, poison) => i8 poison
; RUN: @mul_nsw_i1(true, true) => i1 poison
; RUN: @mul_nuw_i1(true, true) => i1 true
; RUN: @mul_nsw_i64(4294967296, 2147483648) => i64 poison
; RUN: @mul_nsw_i64(-4294967296, 2147483648) => i64 -9223372036854775808
; RUN: @mul_nuw_i128(18446744073709551616, 18446744073709551616) => i128 poison
; RUN: @mul_i128(18446744073709551616, 18446744073709551616) => i128 0

; vectors: each lane on its own
; RUN: @add_nsw_v2(127, 1) => <2 x i8> <i8 poison, i8 2>
; RUN: @add_nsw_v2(1, 1) => <2 x i8> <i8 2, i8 2>
; RUN: @add_poison_lane(5) => <2 x i8> <i8 6, i8 poison>

define i8 @add_i8(i8 %a, i8 %b) {
  %r = add i8 %a, %b
  ret i8 %r
}
define i8 @add_nsw_i8(i8 %a, i8 %b) {
  %r = add nsw i8 %a, %b
  ret i8 %r
}
define i8 @add_nuw_i8(i8 %a, i8 %b) {
  %r = add nuw i8 %a, %b
  ret i8 %r
}
define i8 @add_nuw_nsw_i8(i8 %a, i8 %b) {
  %r = add nuw nsw i8 %a, %b
  ret i8 %r
}
define i1 @add_i1(i1 %a, i1 %b) {
  %r = add i1 %a, %b
  ret i1 %r
}
define i1 @add_nuw_i1(i1 %a, i1 %b) {
  %r = add nuw i1 %a, %b
  ret i1 %r
}
define i1 @add_nsw_i1(i1 %a, i1 %b) {
  %r = add nsw i1 %a, %b
  ret i1 %r
}
define i33 @add_i33(i33 %a, i33 %b) {
  %r = add i33 %a, %b
  ret i33 %r
}
define i33 @add_nsw_i33(i33 %a, i33 %b) {
  %r = add nsw i33 %a, %b
  ret i33 %r
}
define i33 @add_nuw_i33(i33 %a, i33 %b) {
  %r = add nuw i33 %a, %b
  ret i33 %r
}
define i64 @add_nsw_i64(i64 %a, i64 %b) {
  %r = add nsw i64 %a, %b
  ret i64 %r
}
define i64 @add_nuw_i64(i64 %a, i64 %b) {
  %r = add nuw i64 %a, %b
  ret i64 %r
}
define i65 @add_i65(i65 %a, i65 %b) {
  %r = add i65 %a, %b
  ret i65 %r
}
define i65 @add_nsw_i65(i65 %a, i65 %b) {
  %r = add nsw i65 %a, %b
  ret i65 %r
}
define i65 @add_nuw_i65(i65 %a, i65 %b) {
  %r = add nuw i65 %a, %b
  ret i65 %r
}
define i128 @add_nsw_i128(i128 %a, i128 %b) {
  %r = add nsw i128 %a, %b
  ret i128 %r
}
define i128 @add_nuw_i128(i128 %a, i128 %b) {
  %r = add nuw i128 %a, %b
  ret i128 %r
}
define i256 @add_i256(i256 %a, i256 %b) {
  %r = add i256 %a, %b
  ret i256 %r
}
define i256 @add_nsw_i256(i256 %a, i256 %b) {
  %r = add nsw i256 %a, %b
  ret i256 %r
}
define i256 @add_nuw_i256(i256 %a, i256 %b) {
  %r = add nuw i256 %a, %b
  ret i256 %r
}
define i32 @sub_i32(i32 %a, i32 %b) {
  %r = sub i32 %a, %b
  ret i32 %r
}
define i32 @sub_nuw_i32(i32 %a, i32 %b) {
  %r = sub nuw i32 %a, %b
  ret i32 %r
}
define i8 @sub_nsw_i8(i8 %a, i8 %b) {
  %r = sub nsw i8 %a, %b
  ret i8 %r
}
define i65 @sub_nsw_i65(i65 %a, i65 %b) {
  %r = sub nsw i65 %a, %b
  ret i65 %r
}
define i128 @sub_nuw_i128(i128 %a, i128 %b) {
  %r = sub nuw i128 %a, %b
  ret i128 %r
}
define i8 @mul_i8(i8 %a, i8 %b) {
  %r = mul i8 %a, %b
  ret i8 %r
}
define i8 @mul_nuw_i8(i8 %a, i8 %b) {
  %r = mul nuw i8 %a, %b
  ret i8 %r
}
define i8 @mul_nsw_i8(i8 %a, i8 %b) {
  %r = mul nsw i8 %a, %b
  ret i8 %r
}
define i1 @mul_nsw_i1(i1 %a, i1 %b) {
  %r = mul nsw i1 %a, %b
  ret i1 %r
}
define i1 @mul_nuw_i1(i1 %a, i1 %b) {
  %r = mul nuw i1 %a, %b
  ret i1 %r
}
define i64 @mul_nsw_i64(i64 %a, i64 %b) {
  %r = mul nsw i64 %a, %b
  ret i64 %r
}
define i128 @mul_i128(i128 %a, i128 %b) {
  %r = mul i128 %a, %b
  ret i128 %r
}
define i128 @mul_nuw_i128(i128 %a, i128 %b) {
  %r = mul nuw i128 %a, %b
  ret i128 %r
}
define <2 x i8> @add_nsw_v2(i8 %a, i8 %b) {
  %v0 = insertelement <2 x i8> poison, i8 %a, i32 0
  %v = insertelement <2 x i8> %v0, i8 %b, i32 1
  %r = add nsw <2 x i8> %v, <i8 1, i8 1>
  ret <2 x i8> %r
}
define <2 x i8> @add_poison_lane(i8 %a) {
  %v = insertelement <2 x i8> poison, i8 %a, i32 0
  %r = add <2 x i8> %v, <i8 1, i8 1>
  ret <2 x i8> %r
}
