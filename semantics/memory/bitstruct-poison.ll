; Poison in an Explicitly Packed Structure, in the thesis's model (taming:
; uninitialized memory is poison). Memory keeps poison per bit; a load of
; an integer is poison if any of its bits is; a vector of i1 sees each bit.
; ARGS: --model taming
;
;   %s = \{ i3, i4, i1, [3 x i8] }/      C: struct { unsigned a:3, b:4; }
;
; RUN: @fresh_write_a_read_a() => i3 -3
; RUN: @fresh_write_a_read_b() => i4 poison
; RUN: @fresh_write_a_load_word() => i32 poison
; RUN: @fresh_write_a_bits() => <8 x i1> <i1 true, i1 false, i1 true, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison>
; RUN: @poison_field_stays_put(poison) => i3 1
; RUN: @poison_field_stays_put(3) => i3 1
; RUN: @whole_load_fieldwise() => %s \{ i3 1, i4 poison, i1 false, [3 x i8] [i8 0, i8 0, i8 0] }/
; RUN: @memcpy_keeps_poison_bits() => i4 poison
; RUN: @memcpy_keeps_defined_bits() => i3 1

%s = type \{ i3, i4, i1, [3 x i8] }/

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define i3 @fresh_write_a_read_a() {
  %p = alloca %s, align 4
  %a = getelementptr %s, ptr %p, i32 0, i32 0
  store i3 5, ptr %a, align 1
  %r = load i3, ptr %a, align 1
  ret i3 %r
}

; Field b was never written: it is poison, and stays so.
define i4 @fresh_write_a_read_b() {
  %p = alloca %s, align 4
  %a = getelementptr %s, ptr %p, i32 0, i32 0
  %b = getelementptr %s, ptr %p, i32 0, i32 1
  store i3 5, ptr %a, align 1
  %r = load i4, ptr %b, align 1
  ret i4 %r
}

; The word that holds a is poison as a whole (any poison bit).
define i32 @fresh_write_a_load_word() {
  %p = alloca %s, align 4
  %a = getelementptr %s, ptr %p, i32 0, i32 0
  store i3 5, ptr %a, align 1
  %w = load i32, ptr %p, align 4
  ret i32 %w
}

; As bits, a's three are defined.
define <8 x i1> @fresh_write_a_bits() {
  %p = alloca %s, align 4
  %a = getelementptr %s, ptr %p, i32 0, i32 0
  store i3 5, ptr %a, align 1
  %v = load <8 x i1>, ptr %p, align 4
  ret <8 x i1> %v
}

; A poison b written into a structure does not touch a.
define i3 @poison_field_stays_put(i4 %x) {
  %p = alloca %s, align 4
  store i32 0, ptr %p, align 4
  %a = getelementptr %s, ptr %p, i32 0, i32 0
  %b = getelementptr %s, ptr %p, i32 0, i32 1
  store i3 1, ptr %a, align 1
  store i4 %x, ptr %b, align 1
  store i4 poison, ptr %b, align 1
  %r = load i3, ptr %a, align 1
  ret i3 %r
}

; Loading the whole structure: poison field by field.
define %s @whole_load_fieldwise() {
  %p = alloca %s, align 4
  store i32 0, ptr %p, align 4
  %a = getelementptr %s, ptr %p, i32 0, i32 0
  %b = getelementptr %s, ptr %p, i32 0, i32 1
  store i3 1, ptr %a, align 1
  store i4 poison, ptr %b, align 1
  %v = load %s, ptr %p, align 4
  ret %s %v
}

; memcpy copies bits, poison bits included.
define i4 @memcpy_keeps_poison_bits() {
  %p = alloca %s, align 4
  %q = alloca %s, align 4
  %a = getelementptr %s, ptr %p, i32 0, i32 0
  store i3 1, ptr %a, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr %p, i64 4, i1 false)
  %b = getelementptr %s, ptr %q, i32 0, i32 1
  %r = load i4, ptr %b, align 1
  ret i4 %r
}

define i3 @memcpy_keeps_defined_bits() {
  %p = alloca %s, align 4
  %q = alloca %s, align 4
  %a = getelementptr %s, ptr %p, i32 0, i32 0
  store i3 1, ptr %a, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr %p, i64 4, i1 false)
  %qa = getelementptr %s, ptr %q, i32 0, i32 0
  %r = load i3, ptr %qa, align 1
  ret i3 %r
}
