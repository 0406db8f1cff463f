; The Explicitly Packed Structure `\{ ... }/` (value-wise-poison thesis,
; section 4.3): fields at consecutive bit offsets, all padding explicit.
; A getelementptr to a field gives a pointer that may point inside a byte;
; a load or store of iN through it touches exactly those N bits.
;
;   %s = \{ i3, i4, i1, [3 x i8] }/      C: struct { unsigned a:3, b:4; }
;   bit     0   3   7  8 .. 31
;
; Model llvm: uninitialized memory is undef.
; RUN: @a_then_b() => i4 7
; RUN: @fresh_write_a_read_b() => i4 undef
; RUN: @fresh_write_a_read_a() => i3 -3
; RUN: @word() => i32 205
; RUN: @word_as_bits() => <8 x i1> <i1 true, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true>
; RUN: @whole_store_then_fields(3, 5) => i4 5
; RUN: @whole_load() => %s \{ i3 2, i4 -7, i1 true, [3 x i8] [i8 0, i8 0, i8 0] }/
; RUN: @global_field() => i4 2
; RUN: @constant_gep() => i4 2
; RUN: @ordinary_i3_store_clobbers() => i4 undef
; RUN: @wide_load_reads_the_neighbours() => i8 -71
; RUN: @wide_store_writes_the_neighbours() => i32 1020
; RUN: @array_field() => i8 90
; RUN: @nested() => i32 3
; RUN: @index_from_field_pointer() => i5 9

%s = type \{ i3, i4, i1, [3 x i8] }/

@g = global %s \{ i3 1, i4 2, i1 false, [3 x i8] zeroinitializer }/

; Writing b and then a (at bit 0) leaves b alone: the i3 store writes 3 bits.
define i4 @a_then_b() {
  %p = alloca %s, align 4
  %a = getelementptr %s, ptr %p, i32 0, i32 0
  %b = getelementptr %s, ptr %p, i32 0, i32 1
  store i4 7, ptr %b, align 1
  store i3 5, ptr %a, align 1
  %r = load i4, ptr %b, align 1
  ret i4 %r
}

; The thesis's scenario: fresh memory, write one field, read the other.
; The other field is as uninitialized as before (undef in this model).
define i4 @fresh_write_a_read_b() {
  %p = alloca %s, align 4
  %a = getelementptr %s, ptr %p, i32 0, i32 0
  %b = getelementptr %s, ptr %p, i32 0, i32 1
  store i3 5, ptr %a, align 1
  %r = load i4, ptr %b, align 1
  ret i4 %r
}

define i3 @fresh_write_a_read_a() {
  %p = alloca %s, align 4
  %a = getelementptr %s, ptr %p, i32 0, i32 0
  store i3 5, ptr %a, align 1
  %r = load i3, ptr %a, align 1
  ret i3 %r
}

; Fields are packed from the least significant bit of the first byte:
; a = 5, b = 9, padding bit = 1 gives 5 | 9 << 3 | 1 << 7 = 205.
define i32 @word() {
  %p = alloca %s, align 4
  store i32 0, ptr %p, align 4
  %a = getelementptr %s, ptr %p, i32 0, i32 0
  %b = getelementptr %s, ptr %p, i32 0, i32 1
  %pad = getelementptr %s, ptr %p, i32 0, i32 2
  store i3 5, ptr %a, align 1
  store i4 9, ptr %b, align 1
  store i1 true, ptr %pad, align 1
  %w = load i32, ptr %p, align 4
  ret i32 %w
}

; The same byte as a vector of i1: element i is bit i.
define <8 x i1> @word_as_bits() {
  %p = alloca %s, align 4
  %a = getelementptr %s, ptr %p, i32 0, i32 0
  %b = getelementptr %s, ptr %p, i32 0, i32 1
  %pad = getelementptr %s, ptr %p, i32 0, i32 2
  store i3 5, ptr %a, align 1
  store i4 9, ptr %b, align 1
  store i1 true, ptr %pad, align 1
  %v = load <8 x i1>, ptr %p, align 4
  ret <8 x i1> %v
}

; A store of the whole structure writes every field.
define i4 @whole_store_then_fields(i3 %x, i4 %y) {
  %p = alloca %s, align 4
  %v0 = insertvalue %s poison, i3 %x, 0
  %v1 = insertvalue %s %v0, i4 %y, 1
  %v2 = insertvalue %s %v1, i1 false, 2
  %v3 = insertvalue %s %v2, [3 x i8] zeroinitializer, 3
  store %s %v3, ptr %p, align 4
  %b = getelementptr %s, ptr %p, i32 0, i32 1
  %r = load i4, ptr %b, align 1
  ret i4 %r
}

; A load of the whole structure reads every field at its bit offset:
; the byte 0b11001010 is a = 2, b = 9 (-7 as i4), padding bit 1.
define %s @whole_load() {
  %p = alloca %s, align 4
  store i32 202, ptr %p, align 4
  %v = load %s, ptr %p, align 4
  ret %s %v
}

define i4 @global_field() {
  %b = getelementptr %s, ptr @g, i32 0, i32 1
  %r = load i4, ptr %b, align 1
  ret i4 %r
}

; A getelementptr constant expression into the structure points inside a byte too.
define i4 @constant_gep() {
  %r = load i4, ptr getelementptr (%s, ptr @g, i32 0, i32 1), align 1
  ret i4 %r
}

; Contrast: an i3 store through an ordinary pointer (not a field pointer)
; follows LangRef: the other bits of the byte are unspecified (here they
; become uninitialized), so b is lost.
define i4 @ordinary_i3_store_clobbers() {
  %p = alloca %s, align 4
  store i32 0, ptr %p, align 4
  %b = getelementptr %s, ptr %p, i32 0, i32 1
  store i4 7, ptr %b, align 1
  store i3 5, ptr %p, align 1
  %r = load i4, ptr %b, align 1
  ret i4 %r
}

; A load wider than the field reads the bits after it, like an i32 load
; through a pointer to an i8 field reads the next bytes: bits 3..10 of the
; word 0x5cd (b = 9, padding 1, then the low bits of byte 1 = 0b101).
define i8 @wide_load_reads_the_neighbours() {
  %p = alloca %s, align 4
  store i32 1485, ptr %p, align 4
  %b = getelementptr %s, ptr %p, i32 0, i32 1
  %r = load i8, ptr %b, align 1
  ret i8 %r
}

; A wide store through a field pointer writes exactly its 8 bits: bits 3..10.
define i32 @wide_store_writes_the_neighbours() {
  %p = alloca %s, align 4
  store i32 4, ptr %p, align 4
  %b = getelementptr %s, ptr %p, i32 0, i32 1
  store i8 127, ptr %b, align 1
  %w = load i32, ptr %p, align 4
  ret i32 %w
}

; An array field: elements keep the byte stride of the array type.
define i8 @array_field() {
  %p = alloca %s, align 4
  store i32 0, ptr %p, align 4
  %e = getelementptr %s, ptr %p, i32 0, i32 3, i64 2
  store i8 90, ptr %e, align 1
  %w = load i32, ptr %p, align 4
  %hi = lshr i32 %w, 24
  %r = trunc i32 %hi to i8
  ret i8 %r
}

; A nested structure starts at a whole byte; its fields are again at bit
; offsets: the i2 of the inner one sits at bits 9..10 of the outer.
%inner = type \{ i1, i2, i5 }/
%outer = type \{ i8, %inner, [2 x i8] }/
define i32 @nested() {
  %p = alloca %outer, align 4
  store i32 0, ptr %p, align 4
  %f = getelementptr %outer, ptr %p, i32 0, i32 1, i32 1
  store i2 3, ptr %f, align 1
  %w = load i32, ptr %p, align 4
  %r = lshr i32 %w, 9
  ret i32 %r
}

; An index from a field pointer moves whole bytes and keeps the bit:
; field b of the second element of an array of structures.
define i5 @index_from_field_pointer() {
  %arr = alloca [2 x %s], align 4
  store i64 0, ptr %arr, align 4
  %b0 = getelementptr %s, ptr %arr, i32 0, i32 1
  %b1 = getelementptr %s, ptr %b0, i64 1
  store i4 9, ptr %b1, align 1
  %e1 = getelementptr [2 x %s], ptr %arr, i64 0, i64 1
  %v = load i8, ptr %e1, align 1
  %r0 = lshr i8 %v, 3
  %r = trunc i8 %r0 to i5
  ret i5 %r
}
