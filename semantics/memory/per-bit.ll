; Per-bit poison in memory (MISSION.md "Values and memory"; thesis Figure
; 3.1: Mem maps an address to <8 x i1>). ty↓ of a vector writes each element
; on its own bits, so a store of <8 x i1> with one poison lane poisons one
; bit. ty↑ of an integer is poison if any bit is poison, while ty↑ of a
; vector converts element by element: `load <8 x i1>` sees exactly which
; bits are poison.

; RUN: @v8i1_then_i8(poison) => i8 poison
; RUN: @v8i1_then_i8(true) => i8 9
; RUN: @v8i1_then_v8i1(poison) => <8 x i1> <i1 true, i1 false, i1 false, i1 poison, i1 false, i1 false, i1 false, i1 false>
; <2 x i4>: the lane holding the poison bit is poison, the other is not
; RUN: @v8i1_then_v2i4(poison) => <2 x i4> <i4 poison, i4 0>
; RUN: @v8i1_then_v2i4(true) => <2 x i4> <i4 -7, i4 0>
; loading i1 reads bit 0 only; a poison bit 3 does not matter
; RUN: @v8i1_then_i1(poison) => i1 true
; a whole poison i8 seen as bits
; RUN: @i8_then_v8i1(poison) => <8 x i1> <i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison>
; RUN: @i8_then_v8i1(6) => <8 x i1> <i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>
; a poison lane of <2 x i4> poisons half a byte
; RUN: @v2i4_then_v8i1(poison) => <8 x i1> <i1 poison, i1 poison, i1 poison, i1 poison, i1 true, i1 false, i1 false, i1 false>
; <16 x i1> over two bytes: the poison bit is in the second byte
; RUN: @v16i1_bytes(poison) => { i8, i8 } { i8 -1, i8 poison }
; undef bits behave the same way, bit by bit (llvm model)
; RUN: @v8i1_undef_then_i8() => i8 0b0000?001

define i8 @v8i1_then_i8(i1 %b) {
  %p = alloca i8
  %v = insertelement <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, i1 %b, i32 3
  store <8 x i1> %v, ptr %p
  %r = load i8, ptr %p
  ret i8 %r
}
define <8 x i1> @v8i1_then_v8i1(i1 %b) {
  %p = alloca i8
  %v = insertelement <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, i1 %b, i32 3
  store <8 x i1> %v, ptr %p
  %r = load <8 x i1>, ptr %p
  ret <8 x i1> %r
}
define <2 x i4> @v8i1_then_v2i4(i1 %b) {
  %p = alloca i8
  %v = insertelement <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, i1 %b, i32 3
  store <8 x i1> %v, ptr %p
  %r = load <2 x i4>, ptr %p
  ret <2 x i4> %r
}
define i1 @v8i1_then_i1(i1 %b) {
  %p = alloca i8
  %v = insertelement <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, i1 %b, i32 3
  store <8 x i1> %v, ptr %p
  %r = load i1, ptr %p
  ret i1 %r
}
define <8 x i1> @i8_then_v8i1(i8 %x) {
  %p = alloca i8
  store i8 %x, ptr %p
  %r = load <8 x i1>, ptr %p
  ret <8 x i1> %r
}
define <8 x i1> @v2i4_then_v8i1(i4 %x) {
  %p = alloca i8
  %v = insertelement <2 x i4> <i4 0, i4 1>, i4 %x, i32 0
  store <2 x i4> %v, ptr %p
  %r = load <8 x i1>, ptr %p
  ret <8 x i1> %r
}
define { i8, i8 } @v16i1_bytes(i1 %b) {
  %p = alloca i16
  %v = insertelement <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i1 %b, i32 9
  store <16 x i1> %v, ptr %p
  %lo = load i8, ptr %p
  %q = getelementptr i8, ptr %p, i64 1
  %hi = load i8, ptr %q
  %s = insertvalue { i8, i8 } poison, i8 %lo, 0
  %t = insertvalue { i8, i8 } %s, i8 %hi, 1
  ret { i8, i8 } %t
}
define i8 @v8i1_undef_then_i8() {
  %p = alloca i8
  %v = insertelement <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, i1 undef, i32 3
  store <8 x i1> %v, ptr %p
  %r = load i8, ptr %p
  ret i8 %r
}
