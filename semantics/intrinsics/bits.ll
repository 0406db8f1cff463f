; Bit manipulation intrinsics (LangRef "Bit Manipulation Intrinsics"):
; ctpop, ctlz, cttz (is_zero_poison), bswap, bitreverse, fshl, fshr.
; Rules: semantics/intrinsics.md, "Bit manipulation". A poison operand
; gives poison ("Poison Values": most operations propagate poison); the
; vector forms work lane by lane, so a poison lane stays in its place.

; ctpop: the number of set bits, at every width class.
; RUN: @ctpop8(0) => i8 0
; RUN: @ctpop8(-1) => i8 8
; RUN: @ctpop8(0x55) => i8 4
; RUN: @ctpop8(poison) => i8 poison
; RUN: @ctpop1(true) => i1 true
; RUN: @ctpop1(false) => i1 false
; RUN: @ctpop33(-1) => i33 33
; RUN: @ctpop33(0x100000000) => i33 1
; RUN: @ctpop64(-1) => i64 64
; RUN: @ctpop65(-1) => i65 65
; RUN: @ctpop65(0x10000000000000000) => i65 1
; RUN: @ctpop128(-1) => i128 128
; RUN: @ctpop256(-1) => i256 256
; RUN: @ctpop256(poison) => i256 poison
; RUN: @ctpop_vec() => <4 x i8> <i8 0, i8 poison, i8 8, i8 2>

; ctlz / cttz: the count of leading / trailing zeros; N for zero unless
; is_zero_poison is true, which makes a zero operand give poison.
; RUN: @ctlz32(2) => i32 30
; RUN: @ctlz32(0) => i32 32
; RUN: @ctlz32(-1) => i32 0
; RUN: @ctlz32(poison) => i32 poison
; RUN: @ctlz32_zp(0) => i32 poison
; RUN: @ctlz32_zp(1) => i32 31
; RUN: @ctlz32_zp(poison) => i32 poison
; RUN: @cttz32(2) => i32 1
; RUN: @cttz32(0) => i32 32
; RUN: @cttz32(0x80000000) => i32 31
; RUN: @cttz32_zp(0) => i32 poison
; RUN: @cttz32_zp(8) => i32 3
; RUN: @cttz32_zp(poison) => i32 poison
; RUN: @ctlz1(false) => i1 true
; RUN: @ctlz1(true) => i1 false
; RUN: @ctlz1_zp(false) => i1 poison
; RUN: @ctlz1_zp(true) => i1 false
; RUN: @cttz1(false) => i1 true
; RUN: @cttz1_zp(false) => i1 poison
; RUN: @cttz1_zp(true) => i1 false
; RUN: @ctlz65(1) => i65 64
; RUN: @ctlz65(0) => i65 65
; RUN: @cttz65(0x10000000000000000) => i65 64
; RUN: @ctlz128(1) => i128 127
; RUN: @cttz256(0) => i256 256
; RUN: @cttz256(0x8000000000000000000000000000000000000000000000000000000000000000) => i256 255
; RUN: @ctlz_vec_zp() => <3 x i8> <i8 7, i8 poison, i8 poison>
; RUN: @cttz_vec() => <3 x i8> <i8 0, i8 8, i8 poison>

; bswap: the bytes in reverse order (widths that are multiples of 16).
; RUN: @bswap16(0x1122) => i16 8721
; RUN: @bswap16(poison) => i16 poison
; RUN: @bswap32(0x11223344) => i32 1144201745
; RUN: @bswap48(0x112233445566) => i48 112516402455057
; RUN: @bswap64(0x0102030405060708) => i64 578437695752307201
; RUN: @bswap128(0x0102030405060708090a0b0c0d0e0f10) => i128 21345817372864405881847059188222722561
; RUN: @bswap_vec() => <2 x i16> <i16 poison, i16 256>

; bitreverse: bit M moves to bit N-M-1 (LangRef's example 0b10110110).
; RUN: @bitreverse8(0xb6) => i8 109
; RUN: @bitreverse8(poison) => i8 poison
; RUN: @bitreverse1(true) => i1 true
; RUN: @bitreverse3(1) => i3 -4
; RUN: @bitreverse65(1) => i65 -18446744073709551616
; RUN: @bitreverse_vec() => <2 x i8> <i8 -128, i8 poison>

; fshl / fshr: LangRef's examples; the amount is taken modulo N; a poison
; operand (any of the three) gives poison.
; RUN: @fshl8(255, 0, 15) => i8 -128
; RUN: @fshl8(15, 15, 11) => i8 120
; RUN: @fshl8(0, 255, 8) => i8 0
; RUN: @fshl8(0x12, 0x34, 0) => i8 18
; RUN: @fshl8(poison, 0, 0) => i8 poison
; RUN: @fshl8(1, poison, 0) => i8 poison
; RUN: @fshl8(1, 2, poison) => i8 poison
; RUN: @fshr8(255, 0, 15) => i8 -2
; RUN: @fshr8(15, 15, 11) => i8 -31
; RUN: @fshr8(0, 255, 8) => i8 -1
; RUN: @fshr8(0x12, 0x34, 0) => i8 52
; RUN: @fshr8(1, 2, poison) => i8 poison
; RUN: @fshl1(true, false, true) => i1 true
; RUN: @fshr1(true, false, true) => i1 false
; RUN: @fshl33(1, 0, 34) => i33 2
; RUN: @fshl65(0x10000000000000000, 0x10000000000000000, 1) => i65 1
; RUN: @fshr65(1, 1, 1) => i65 -18446744073709551616
; RUN: @fshl128(1, 0, 128) => i128 1
; RUN: @fshl256(0, 0x8000000000000000000000000000000000000000000000000000000000000000, 1) => i256 1
; RUN: @fshl_vec() => <2 x i8> <i8 -128, i8 poison>

declare i8 @llvm.ctpop.i8(i8)
declare i1 @llvm.ctpop.i1(i1)
declare i33 @llvm.ctpop.i33(i33)
declare i64 @llvm.ctpop.i64(i64)
declare i65 @llvm.ctpop.i65(i65)
declare i128 @llvm.ctpop.i128(i128)
declare i256 @llvm.ctpop.i256(i256)
declare <4 x i8> @llvm.ctpop.v4i8(<4 x i8>)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i1 @llvm.ctlz.i1(i1, i1)
declare i1 @llvm.cttz.i1(i1, i1)
declare i65 @llvm.ctlz.i65(i65, i1)
declare i65 @llvm.cttz.i65(i65, i1)
declare i128 @llvm.ctlz.i128(i128, i1)
declare i256 @llvm.cttz.i256(i256, i1)
declare <3 x i8> @llvm.ctlz.v3i8(<3 x i8>, i1)
declare <3 x i8> @llvm.cttz.v3i8(<3 x i8>, i1)
declare i16 @llvm.bswap.i16(i16)
declare i32 @llvm.bswap.i32(i32)
declare i48 @llvm.bswap.i48(i48)
declare i64 @llvm.bswap.i64(i64)
declare i128 @llvm.bswap.i128(i128)
declare <2 x i16> @llvm.bswap.v2i16(<2 x i16>)
declare i8 @llvm.bitreverse.i8(i8)
declare i1 @llvm.bitreverse.i1(i1)
declare i3 @llvm.bitreverse.i3(i3)
declare i65 @llvm.bitreverse.i65(i65)
declare <2 x i8> @llvm.bitreverse.v2i8(<2 x i8>)
declare i8 @llvm.fshl.i8(i8, i8, i8)
declare i8 @llvm.fshr.i8(i8, i8, i8)
declare i1 @llvm.fshl.i1(i1, i1, i1)
declare i1 @llvm.fshr.i1(i1, i1, i1)
declare i33 @llvm.fshl.i33(i33, i33, i33)
declare i65 @llvm.fshl.i65(i65, i65, i65)
declare i65 @llvm.fshr.i65(i65, i65, i65)
declare i128 @llvm.fshl.i128(i128, i128, i128)
declare i256 @llvm.fshl.i256(i256, i256, i256)
declare <2 x i8> @llvm.fshl.v2i8(<2 x i8>, <2 x i8>, <2 x i8>)

define i8 @ctpop8(i8 %x) {
  %r = call i8 @llvm.ctpop.i8(i8 %x)
  ret i8 %r
}
define i1 @ctpop1(i1 %x) {
  %r = call i1 @llvm.ctpop.i1(i1 %x)
  ret i1 %r
}
define i33 @ctpop33(i33 %x) {
  %r = call i33 @llvm.ctpop.i33(i33 %x)
  ret i33 %r
}
define i64 @ctpop64(i64 %x) {
  %r = call i64 @llvm.ctpop.i64(i64 %x)
  ret i64 %r
}
define i65 @ctpop65(i65 %x) {
  %r = call i65 @llvm.ctpop.i65(i65 %x)
  ret i65 %r
}
define i128 @ctpop128(i128 %x) {
  %r = call i128 @llvm.ctpop.i128(i128 %x)
  ret i128 %r
}
define i256 @ctpop256(i256 %x) {
  %r = call i256 @llvm.ctpop.i256(i256 %x)
  ret i256 %r
}
define <4 x i8> @ctpop_vec() {
  %r = call <4 x i8> @llvm.ctpop.v4i8(<4 x i8> <i8 0, i8 poison, i8 -1, i8 3>)
  ret <4 x i8> %r
}

define i32 @ctlz32(i32 %x) {
  %r = call i32 @llvm.ctlz.i32(i32 %x, i1 false)
  ret i32 %r
}
define i32 @ctlz32_zp(i32 %x) {
  %r = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  ret i32 %r
}
define i32 @cttz32(i32 %x) {
  %r = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  ret i32 %r
}
define i32 @cttz32_zp(i32 %x) {
  %r = call i32 @llvm.cttz.i32(i32 %x, i1 true)
  ret i32 %r
}
define i1 @ctlz1(i1 %x) {
  %r = call i1 @llvm.ctlz.i1(i1 %x, i1 false)
  ret i1 %r
}
define i1 @ctlz1_zp(i1 %x) {
  %r = call i1 @llvm.ctlz.i1(i1 %x, i1 true)
  ret i1 %r
}
define i1 @cttz1(i1 %x) {
  %r = call i1 @llvm.cttz.i1(i1 %x, i1 false)
  ret i1 %r
}
define i1 @cttz1_zp(i1 %x) {
  %r = call i1 @llvm.cttz.i1(i1 %x, i1 true)
  ret i1 %r
}
define i65 @ctlz65(i65 %x) {
  %r = call i65 @llvm.ctlz.i65(i65 %x, i1 false)
  ret i65 %r
}
define i65 @cttz65(i65 %x) {
  %r = call i65 @llvm.cttz.i65(i65 %x, i1 false)
  ret i65 %r
}
define i128 @ctlz128(i128 %x) {
  %r = call i128 @llvm.ctlz.i128(i128 %x, i1 true)
  ret i128 %r
}
define i256 @cttz256(i256 %x) {
  %r = call i256 @llvm.cttz.i256(i256 %x, i1 false)
  ret i256 %r
}
define <3 x i8> @ctlz_vec_zp() {
  %r = call <3 x i8> @llvm.ctlz.v3i8(<3 x i8> <i8 1, i8 0, i8 poison>, i1 true)
  ret <3 x i8> %r
}
define <3 x i8> @cttz_vec() {
  %r = call <3 x i8> @llvm.cttz.v3i8(<3 x i8> <i8 1, i8 0, i8 poison>, i1 false)
  ret <3 x i8> %r
}

define i16 @bswap16(i16 %x) {
  %r = call i16 @llvm.bswap.i16(i16 %x)
  ret i16 %r
}
define i32 @bswap32(i32 %x) {
  %r = call i32 @llvm.bswap.i32(i32 %x)
  ret i32 %r
}
define i48 @bswap48(i48 %x) {
  %r = call i48 @llvm.bswap.i48(i48 %x)
  ret i48 %r
}
define i64 @bswap64(i64 %x) {
  %r = call i64 @llvm.bswap.i64(i64 %x)
  ret i64 %r
}
define i128 @bswap128(i128 %x) {
  %r = call i128 @llvm.bswap.i128(i128 %x)
  ret i128 %r
}
define <2 x i16> @bswap_vec() {
  %r = call <2 x i16> @llvm.bswap.v2i16(<2 x i16> <i16 poison, i16 1>)
  ret <2 x i16> %r
}

define i8 @bitreverse8(i8 %x) {
  %r = call i8 @llvm.bitreverse.i8(i8 %x)
  ret i8 %r
}
define i1 @bitreverse1(i1 %x) {
  %r = call i1 @llvm.bitreverse.i1(i1 %x)
  ret i1 %r
}
define i3 @bitreverse3(i3 %x) {
  %r = call i3 @llvm.bitreverse.i3(i3 %x)
  ret i3 %r
}
define i65 @bitreverse65(i65 %x) {
  %r = call i65 @llvm.bitreverse.i65(i65 %x)
  ret i65 %r
}
define <2 x i8> @bitreverse_vec() {
  %r = call <2 x i8> @llvm.bitreverse.v2i8(<2 x i8> <i8 1, i8 poison>)
  ret <2 x i8> %r
}

define i8 @fshl8(i8 %a, i8 %b, i8 %c) {
  %r = call i8 @llvm.fshl.i8(i8 %a, i8 %b, i8 %c)
  ret i8 %r
}
define i8 @fshr8(i8 %a, i8 %b, i8 %c) {
  %r = call i8 @llvm.fshr.i8(i8 %a, i8 %b, i8 %c)
  ret i8 %r
}
define i1 @fshl1(i1 %a, i1 %b, i1 %c) {
  %r = call i1 @llvm.fshl.i1(i1 %a, i1 %b, i1 %c)
  ret i1 %r
}
define i1 @fshr1(i1 %a, i1 %b, i1 %c) {
  %r = call i1 @llvm.fshr.i1(i1 %a, i1 %b, i1 %c)
  ret i1 %r
}
define i33 @fshl33(i33 %a, i33 %b, i33 %c) {
  %r = call i33 @llvm.fshl.i33(i33 %a, i33 %b, i33 %c)
  ret i33 %r
}
define i65 @fshl65(i65 %a, i65 %b, i65 %c) {
  %r = call i65 @llvm.fshl.i65(i65 %a, i65 %b, i65 %c)
  ret i65 %r
}
define i65 @fshr65(i65 %a, i65 %b, i65 %c) {
  %r = call i65 @llvm.fshr.i65(i65 %a, i65 %b, i65 %c)
  ret i65 %r
}
define i128 @fshl128(i128 %a, i128 %b, i128 %c) {
  %r = call i128 @llvm.fshl.i128(i128 %a, i128 %b, i128 %c)
  ret i128 %r
}
define i256 @fshl256(i256 %a, i256 %b, i256 %c) {
  %r = call i256 @llvm.fshl.i256(i256 %a, i256 %b, i256 %c)
  ret i256 %r
}
define <2 x i8> @fshl_vec() {
  %r = call <2 x i8> @llvm.fshl.v2i8(<2 x i8> <i8 255, i8 1>, <2 x i8> <i8 0, i8 2>, <2 x i8> <i8 15, i8 poison>)
  ret <2 x i8> %r
}
