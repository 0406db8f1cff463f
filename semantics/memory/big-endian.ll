; Big-endian data layouts (LangRef "Data Layout" `E`; "Vector Type",
; "Memory Layout"): a scalar is stored most significant byte first; a vector
; is stored as the integer it bitcasts to, with element 0 in the most
; significant bits; the padding of a value that is not whole bytes (`<2 x
; i17>`, `i20`) is the high bits of its first byte (langref-deltas D14a).
; The expected values are those `opt-22 -O2` folds these functions to.

target datalayout = "E-m:e-i64:64-n32:64-S128"

; RUN: @first_byte(16909060) => i8 1
; LangRef's example: <4 x i4> <1, 2, 3, 5> is 0x1235, bytes 0x12 0x35
; RUN: @langref_v4i4() => i16 4661
; RUN: @langref_v4i4_byte0() => i8 18
; RUN: @bitcast_v4i4() => i16 4661
; element 0 of a bitcast <8 x i1> is the most significant bit
; RUN: @bitcast_v8i1() => i8 -128
; RUN: @bitcast_i16_v2i8(258) => <2 x i8> <i8 1, i8 2>
; <2 x i17> <A, B> is the 34-bit integer A:B in 5 bytes, 6 padding bits first
; RUN: @v2i17(1, 65536) => i40 0b??????0000000000000000110000000000000000
; RUN: @v2i17_roundtrip(1, 65536) => <2 x i17> <i17 1, i17 -65536>
; RUN: @v2i17_roundtrip(poison, 3) => <2 x i17> <i17 poison, i17 3>
; an i20's 4 padding bits are the high bits of its first byte
; RUN: @i20_first_byte(-1) => i8 0b????1111
; a pointer keeps its provenance through a big-endian store
; RUN: @ptr_roundtrip(7) => i8 7

define i8 @first_byte(i32 %x) {
  %p = alloca i32
  store i32 %x, ptr %p
  %b = load i8, ptr %p
  ret i8 %b
}
define i16 @langref_v4i4() {
  %p = alloca i16
  store <4 x i4> <i4 1, i4 2, i4 3, i4 5>, ptr %p
  %v = load i16, ptr %p
  ret i16 %v
}
define i8 @langref_v4i4_byte0() {
  %p = alloca i16
  store <4 x i4> <i4 1, i4 2, i4 3, i4 5>, ptr %p
  %v = load i8, ptr %p
  ret i8 %v
}
define i16 @bitcast_v4i4() {
  %v = bitcast <4 x i4> <i4 1, i4 2, i4 3, i4 5> to i16
  ret i16 %v
}
define i8 @bitcast_v8i1() {
  %v = bitcast <8 x i1> <i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0> to i8
  ret i8 %v
}
define <2 x i8> @bitcast_i16_v2i8(i16 %x) {
  %v = bitcast i16 %x to <2 x i8>
  ret <2 x i8> %v
}
define i40 @v2i17(i17 %a, i17 %b) {
  %p = alloca i64
  %v0 = insertelement <2 x i17> poison, i17 %a, i32 0
  %v1 = insertelement <2 x i17> %v0, i17 %b, i32 1
  store <2 x i17> %v1, ptr %p
  %r = load i40, ptr %p
  ret i40 %r
}
define <2 x i17> @v2i17_roundtrip(i17 %a, i17 %b) {
  %p = alloca i64
  %v0 = insertelement <2 x i17> poison, i17 %a, i32 0
  %v1 = insertelement <2 x i17> %v0, i17 %b, i32 1
  store <2 x i17> %v1, ptr %p
  %r = load <2 x i17>, ptr %p
  ret <2 x i17> %r
}
define i8 @ptr_roundtrip(i8 %x) {
  %a = alloca i8
  store i8 %x, ptr %a
  %p = alloca ptr
  store ptr %a, ptr %p
  %q = load ptr, ptr %p
  %r = load i8, ptr %q
  ret i8 %r
}
define i8 @i20_first_byte(i20 %x) {
  %p = alloca i32
  store i20 %x, ptr %p
  %b = load i8, ptr %p
  ret i8 %b
}
