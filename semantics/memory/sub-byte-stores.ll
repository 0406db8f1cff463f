; Loads of a type whose size is not a whole number of bytes (LangRef
; `load`: "When loading a value of a type like i20 ... the result is
; undefined if the value was not originally written using a store of the
; same type"). A vector store is the store of the integer it bitcasts to
; (LangRef "Vector Type", Memory Layout), so `<2 x i17>` stores an i34.
; llsem reads "undefined" as poison (Alive2's reading, `bytesToValue` in
; ir/memory.cpp) when a byte the load reads was written by a store of a
; type of another non-byte width, or as another byte of such a store.
; Bytes written by byte-sized stores, copies of either and input bytes
; are read as they are (see memory.md [load-sub-byte]).

; the same width reads back what was written
; RUN: @i17_roundtrip(5) => i17 5
; RUN: @i17_roundtrip(-1) => i17 -1
; RUN: @i17_roundtrip(poison) => i17 poison
; RUN: @i1_roundtrip(true) => i1 true
; lane 0 of a <2 x i17> read as i17: the store was an i34
; RUN: @i17_from_v2i17() => i17 poison
; ... but read as i34, or as <2 x i17>, it is what was stored
; RUN: @i34_from_v2i17() => i34 262145
; RUN: @v2i17_from_i34() => <2 x i17> <i17 1, i17 2>
; <4 x i1> is an i4
; RUN: @i4_from_v4i1() => i4 -6
; a byte-sized load is not restricted: it reads the bits
; RUN: @i8_from_i17() => i8 5
; RUN: @i24_from_v2i17() => i24 262145
; an i17 read one byte further on than it was written
; RUN: @i17_shifted() => i17 poison
; widths above 64
; RUN: @i65_roundtrip() => i65 9223372036854775811
; RUN: @i65_from_v2i65() => i65 poison
; memcpy moves the bytes with what wrote them
; RUN: @i17_copied(9) => i17 9
; bytes from byte-sized stores are read as they are
; RUN: @i17_from_bytes() => i17 513

define i17 @i17_roundtrip(i17 %v) {
  %p = alloca i32
  store i17 %v, ptr %p
  %r = load i17, ptr %p
  ret i17 %r
}
define i1 @i1_roundtrip(i1 %v) {
  %p = alloca i8
  store i1 %v, ptr %p
  %r = load i1, ptr %p
  ret i1 %r
}
define i17 @i17_from_v2i17() {
  %p = alloca i64
  store <2 x i17> <i17 1, i17 2>, ptr %p
  %r = load i17, ptr %p
  ret i17 %r
}
define i34 @i34_from_v2i17() {
  %p = alloca i64
  store <2 x i17> <i17 1, i17 2>, ptr %p
  %r = load i34, ptr %p
  ret i34 %r
}
define <2 x i17> @v2i17_from_i34() {
  %p = alloca i64
  store i34 262145, ptr %p
  %r = load <2 x i17>, ptr %p
  ret <2 x i17> %r
}
define i4 @i4_from_v4i1() {
  %p = alloca i8
  store <4 x i1> <i1 false, i1 true, i1 false, i1 true>, ptr %p
  %r = load i4, ptr %p
  ret i4 %r
}
define i8 @i8_from_i17() {
  %p = alloca i32
  store i17 5, ptr %p
  %r = load i8, ptr %p
  ret i8 %r
}
define i24 @i24_from_v2i17() {
  %p = alloca i64
  store <2 x i17> <i17 1, i17 2>, ptr %p
  %r = load i24, ptr %p
  ret i24 %r
}
define i17 @i17_shifted() {
  %p = alloca [8 x i8], align 4
  store i17 5, ptr %p
  %q = getelementptr i8, ptr %p, i64 1
  store i17 7, ptr %q, align 1
  %r = load i17, ptr %p
  ret i17 %r
}
define i65 @i65_roundtrip() {
  %p = alloca i128
  store i65 9223372036854775811, ptr %p
  %r = load i65, ptr %p
  ret i65 %r
}
define i65 @i65_from_v2i65() {
  %p = alloca [2 x i128], align 16
  store <2 x i65> <i65 1, i65 2>, ptr %p, align 16
  %r = load i65, ptr %p
  ret i65 %r
}
define i17 @i17_copied(i17 %v) {
  %p = alloca i32
  %q = alloca i32
  store i17 %v, ptr %p
  call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr %p, i64 3, i1 false)
  %r = load i17, ptr %q
  ret i17 %r
}
define i17 @i17_from_bytes() {
  %p = alloca i32
  store i32 513, ptr %p
  %r = load i17, ptr %p
  ret i17 %r
}
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
