; load and store (LangRef "Memory Access and Addressing Operations"):
; store writes the value's bits (ty↓), load reads bits and converts them
; (ty↑). A scalar with any poison bit loads as poison; undef bits load as
; undef bits; uninitialized memory is undef in the llvm model. Memory has no
; types: a load may read bits stored with another type.

; RUN: @roundtrip(42) => i32 42
; RUN: @roundtrip(poison) => i32 poison
; RUN: @roundtrip(undef) => i32 undef
; uninitialized memory is undef (llvm model)
; RUN: @uninit() => i32 undef
; LangRef's example: a poison i32 stored, then loaded as i16 or as i64: poison
; RUN: @poison_wider_narrower() => { i16, i64 } { i16 poison, i64 poison }
; a poison byte poisons a wider load that covers it, not a narrower one beside it
; RUN: @poison_byte() => { i32, i8, i8 } { i32 poison, i8 1, i8 poison }
; undef bits survive a round trip bit by bit
; RUN: @undef_bits() => i8 0b???????1
; a stored i1 fills its byte's other bits with undef (LangRef: unspecified)
; RUN: @store_i1_load_i8(true) => i8 0b???????1
; RUN: @store_i1_load_i8(poison) => i8 poison
; type punning: float bits as an integer
; RUN: @pun(1.0) => i32 1065353216
; little-endian byte order
; RUN: @bytes(258) => i8 2
; an i20 round-trips; its 4 extra bits are undef
; RUN: @i20(-1) => { i20, i24 } { i20 -1, i24 0b????11111111111111111111 }
; over poison memory the extra bits stay poison (kept or overwritten: LangRef
; leaves them unspecified); the defined ones become undef
; RUN: @i20_over(0) => { i20, i24 } { i20 -1, i24 0b????11111111111111111111 }
; RUN: @i20_over(poison) => { i20, i24 } { i20 -1, i24 poison }
; the same at width 1 and above 64: an i1's 7 extra bits, an i65's 7
; RUN: @i1_over(0) => i8 0b???????1
; RUN: @i1_over(poison) => i8 poison
; RUN: @i65_over(0) => i72 0b???????11111111111111111111111111111111111111111111111111111111111111111
; RUN: @i65_over(poison) => i72 poison
; padding of a stored struct is undef (LangRef `store`)
; RUN: @padding() => i64 0b00000000000000000000000000000010????????????????????????00000001
; loading a struct does not read its padding: a poison padding byte does no harm
; RUN: @poison_in_padding() => { i8, i32 } { i8 0, i32 0 }
; a global's undef initializer and the padding of its struct initializer are undef
; RUN: @load_global_undef() => i32 undef
; RUN: @load_global_padding() => i64 0b00000000000000000000000000000010????????????????????????00000011
; a stored pointer keeps its provenance
; RUN: @store_ptr(9) => i8 9
; a pointer rebuilt from integer bytes (ptrtoint, stored as i64) may access its allocation
; RUN: @ptr_from_int_bytes(9) => i8 9
; wide scalars
; RUN: @roundtrip_i128(-170141183460469231731687303715884105728) => i128 -170141183460469231731687303715884105728
; RUN: @roundtrip_i65(-1) => i65 -1
; volatile accesses behave the same (they are also events)
; RUN: @volatile(3) => i32 3

define i32 @roundtrip(i32 %v) {
  %p = alloca i32
  store i32 %v, ptr %p
  %r = load i32, ptr %p
  ret i32 %r
}
define i32 @uninit() {
  %p = alloca i32
  %r = load i32, ptr %p
  ret i32 %r
}
define { i16, i64 } @poison_wider_narrower() {
  %p = alloca i64
  store i64 0, ptr %p
  store i32 poison, ptr %p
  %a = load i16, ptr %p
  %b = load i64, ptr %p
  %s = insertvalue { i16, i64 } poison, i16 %a, 0
  %t = insertvalue { i16, i64 } %s, i64 %b, 1
  ret { i16, i64 } %t
}
define { i32, i8, i8 } @poison_byte() {
  %p = alloca i32
  store i32 16843009, ptr %p
  %b1 = getelementptr i8, ptr %p, i64 1
  store i8 poison, ptr %b1
  %w = load i32, ptr %p
  %x = load i8, ptr %p
  %y = load i8, ptr %b1
  %s = insertvalue { i32, i8, i8 } poison, i32 %w, 0
  %t = insertvalue { i32, i8, i8 } %s, i8 %x, 1
  %u = insertvalue { i32, i8, i8 } %t, i8 %y, 2
  ret { i32, i8, i8 } %u
}
define i8 @undef_bits() {
  %p = alloca i8
  %v = or i8 undef, 1
  store i8 %v, ptr %p
  %r = load i8, ptr %p
  ret i8 %r
}
define i8 @store_i1_load_i8(i1 %b) {
  %p = alloca i8
  store i1 %b, ptr %p
  %r = load i8, ptr %p
  ret i8 %r
}
define i32 @pun(float %f) {
  %p = alloca float
  store float %f, ptr %p
  %r = load i32, ptr %p
  ret i32 %r
}
define i8 @bytes(i16 %v) {
  %p = alloca i16
  store i16 %v, ptr %p
  %r = load i8, ptr %p
  ret i8 %r
}
define { i20, i24 } @i20(i20 %v) {
  %p = alloca i32
  store i20 %v, ptr %p
  %a = load i20, ptr %p
  %b = load i24, ptr %p
  %s = insertvalue { i20, i24 } poison, i20 %a, 0
  %t = insertvalue { i20, i24 } %s, i24 %b, 1
  ret { i20, i24 } %t
}
define { i20, i24 } @i20_over(i32 %old) {
  %p = alloca i32
  store i32 %old, ptr %p
  store i20 -1, ptr %p
  %a = load i20, ptr %p
  %b = load i24, ptr %p
  %s = insertvalue { i20, i24 } poison, i20 %a, 0
  %t = insertvalue { i20, i24 } %s, i24 %b, 1
  ret { i20, i24 } %t
}
define i8 @i1_over(i8 %old) {
  %p = alloca i8
  store i8 %old, ptr %p
  store i1 true, ptr %p
  %r = load i8, ptr %p
  ret i8 %r
}
define i72 @i65_over(i72 %old) {
  %p = alloca i72
  store i72 %old, ptr %p
  store i65 -1, ptr %p
  %r = load i72, ptr %p
  ret i72 %r
}
define i64 @padding() {
  %p = alloca { i8, i32 }
  store { i8, i32 } { i8 1, i32 2 }, ptr %p
  %r = load i64, ptr %p
  ret i64 %r
}
define i8 @store_ptr(i8 %v) {
  %slot = alloca ptr
  %obj = alloca i8
  store i8 %v, ptr %obj
  store ptr %obj, ptr %slot
  %q = load ptr, ptr %slot
  %r = load i8, ptr %q
  ret i8 %r
}
define i8 @ptr_from_int_bytes(i8 %v) {
  %slot = alloca i64
  %obj = alloca i8
  store i8 %v, ptr %obj
  %i = ptrtoint ptr %obj to i64
  store i64 %i, ptr %slot
  %q = load ptr, ptr %slot
  %r = load i8, ptr %q
  ret i8 %r
}
define i128 @roundtrip_i128(i128 %v) {
  %p = alloca i128
  store i128 %v, ptr %p
  %r = load i128, ptr %p
  ret i128 %r
}
define i65 @roundtrip_i65(i65 %v) {
  %p = alloca i65
  store i65 %v, ptr %p
  %r = load i65, ptr %p
  ret i65 %r
}
define i32 @volatile(i32 %v) {
  %p = alloca i32
  store volatile i32 %v, ptr %p
  %r = load volatile i32, ptr %p
  ret i32 %r
}
@gu = global i32 undef
@gs = global { i8, i32 } { i8 3, i32 2 }
define i32 @load_global_undef() {
  %v = load i32, ptr @gu
  ret i32 %v
}
define i64 @load_global_padding() {
  %v = load i64, ptr @gs
  ret i64 %v
}
define { i8, i32 } @poison_in_padding() {
  %p = alloca { i8, i32 }
  store i64 0, ptr %p
  %pad = getelementptr i8, ptr %p, i64 1
  store i8 poison, ptr %pad
  %v = load { i8, i32 }, ptr %p
  ret { i8, i32 } %v
}
