; struct s2 { char c : 2; int i : 2; };   (thesis section 4.3)
;
; One C struct, three lowerings of its bit-field accesses, two scenarios.
; Run a scenario with, e.g.,
;   llsem run s2.ll --entry fresh_packed --model taming
; (see README.md for every result and what it means).
;
;   bit      0  2  4     8 ........ 31
;            [c ][i ][pad][ padding     ]     c: bits 0-1, i: bits 2-3
;
; %s2 is clang-22's type for the struct; %s2.bits is the Explicitly
; Packed Structure with the same layout, padding written out as fields.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

%s2 = type { i8, [3 x i8] }
%s2.bits = type \{ i2, i2, i4, [3 x i8] }/

; Lowering 1: clang-22 -O1 (see clang/bitfields.O1.ll): load the i8 storage
; unit, clear the field, or in the new value, store the unit back. Any
; poison bit in the unit makes the whole loaded unit poison.

define void @set_i_word(ptr %p, i32 %v) {
  %w = load i8, ptr %p, align 4
  %v.t = trunc i32 %v to i8
  %v.sh = shl i8 %v.t, 2
  %v.m = and i8 %v.sh, 12
  %clear = and i8 %w, -13
  %set = or disjoint i8 %clear, %v.m
  store i8 %set, ptr %p, align 4
  ret void
}

define void @set_c_word(ptr %p, i32 %v) {
  %w = load i8, ptr %p, align 4
  %v.t = trunc i32 %v to i8
  %v.m = and i8 %v.t, 3
  %clear = and i8 %w, -4
  %set = or disjoint i8 %clear, %v.m
  store i8 %set, ptr %p, align 4
  ret void
}

define i32 @get_i_word(ptr %p) {
  %w = load i8, ptr %p, align 4
  %hi = shl i8 %w, 4
  %f = ashr i8 %hi, 6
  %r = sext i8 %f to i32
  ret i32 %r
}

define i32 @get_c_word(ptr %p) {
  %w = load i8, ptr %p, align 4
  %hi = shl i8 %w, 6
  %f = ashr exact i8 %hi, 6
  %r = sext i8 %f to i32
  ret i32 %r
}

; Lowering 1 with freeze (the proposal the thesis discusses in 3.2.3):
; the loaded unit is frozen before the new field is combined in. Reads
; are as in lowering 1.

define void @set_i_word_freeze(ptr %p, i32 %v) {
  %w = load i8, ptr %p, align 4
  %w.fr = freeze i8 %w
  %v.t = trunc i32 %v to i8
  %v.sh = shl i8 %v.t, 2
  %v.m = and i8 %v.sh, 12
  %clear = and i8 %w.fr, -13
  %set = or disjoint i8 %clear, %v.m
  store i8 %set, ptr %p, align 4
  ret void
}

define void @set_c_word_freeze(ptr %p, i32 %v) {
  %w = load i8, ptr %p, align 4
  %w.fr = freeze i8 %w
  %v.t = trunc i32 %v to i8
  %v.m = and i8 %v.t, 3
  %clear = and i8 %w.fr, -4
  %set = or disjoint i8 %clear, %v.m
  store i8 %set, ptr %p, align 4
  ret void
}

; Lowering 2: the Explicitly Packed Structure (thesis 4.3): a
; getelementptr to the field, then a load or store of exactly its bits.

define void @set_i_packed(ptr %p, i32 %v) {
  %f = getelementptr %s2.bits, ptr %p, i32 0, i32 1
  %v.t = trunc i32 %v to i2
  store i2 %v.t, ptr %f, align 1
  ret void
}

define void @set_c_packed(ptr %p, i32 %v) {
  %f = getelementptr %s2.bits, ptr %p, i32 0, i32 0
  %v.t = trunc i32 %v to i2
  store i2 %v.t, ptr %f, align 1
  ret void
}

define i32 @get_i_packed(ptr %p) {
  %f = getelementptr %s2.bits, ptr %p, i32 0, i32 1
  %v = load i2, ptr %f, align 1
  %r = sext i2 %v to i32
  ret i32 %r
}

define i32 @get_c_packed(ptr %p) {
  %f = getelementptr %s2.bits, ptr %p, i32 0, i32 0
  %v = load i2, ptr %f, align 1
  %r = sext i2 %v to i32
  ret i32 %r
}

; Lowering 3: the storage unit as a vector of i1 (thesis 3.2.3 and 4.2):
; every bit is its own element, so poison stays in the bits that hold it.
; shufflevector moves all of a field's bits at once.

define void @set_i_vector(ptr %p, i32 %v) {
  %w = load <8 x i1>, ptr %p, align 4
  %v.t = trunc i32 %v to i2
  %v.bits = bitcast i2 %v.t to <2 x i1>
  %v.wide = shufflevector <2 x i1> %v.bits, <2 x i1> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %set = shufflevector <8 x i1> %w, <8 x i1> %v.wide, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 6, i32 7>
  store <8 x i1> %set, ptr %p, align 4
  ret void
}

define void @set_c_vector(ptr %p, i32 %v) {
  %w = load <8 x i1>, ptr %p, align 4
  %v.t = trunc i32 %v to i2
  %v.bits = bitcast i2 %v.t to <2 x i1>
  %v.wide = shufflevector <2 x i1> %v.bits, <2 x i1> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %set = shufflevector <8 x i1> %w, <8 x i1> %v.wide, <8 x i32> <i32 8, i32 9, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i1> %set, ptr %p, align 4
  ret void
}

define i32 @get_i_vector(ptr %p) {
  %w = load <8 x i1>, ptr %p, align 4
  %bits = shufflevector <8 x i1> %w, <8 x i1> poison, <2 x i32> <i32 2, i32 3>
  %v = bitcast <2 x i1> %bits to i2
  %r = sext i2 %v to i32
  ret i32 %r
}

define i32 @get_c_vector(ptr %p) {
  %w = load <8 x i1>, ptr %p, align 4
  %bits = shufflevector <8 x i1> %w, <8 x i1> poison, <2 x i32> <i32 0, i32 1>
  %v = bitcast <2 x i1> %bits to i2
  %r = sext i2 %v to i32
  ret i32 %r
}

; Scenario 1: fresh memory (uninitialized: undef in the llvm model, poison
; in the taming model); i = 1; returns { i, c }.

define { i32, i32 } @fresh_word() {
  %p = alloca %s2, align 4
  call void @set_i_word(ptr %p, i32 1)
  %x = call i32 @get_i_word(ptr %p)
  %y = call i32 @get_c_word(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @fresh_word_freeze() {
  %p = alloca %s2, align 4
  call void @set_i_word_freeze(ptr %p, i32 1)
  %x = call i32 @get_i_word(ptr %p)
  %y = call i32 @get_c_word(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @fresh_packed() {
  %p = alloca %s2, align 4
  call void @set_i_packed(ptr %p, i32 1)
  %x = call i32 @get_i_packed(ptr %p)
  %y = call i32 @get_c_packed(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @fresh_vector() {
  %p = alloca %s2, align 4
  call void @set_i_vector(ptr %p, i32 1)
  %x = call i32 @get_i_vector(ptr %p)
  %y = call i32 @get_c_vector(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

; Scenario 2: c = -1; i = poison (say, the result of an overflowing
; `add nsw`); i = 1. C says c is still -1. Returns { i, c }.

define { i32, i32 } @overwrite_word() {
  %p = alloca %s2, align 4
  call void @set_c_word(ptr %p, i32 -1)
  call void @set_i_word(ptr %p, i32 poison)
  call void @set_i_word(ptr %p, i32 1)
  %x = call i32 @get_i_word(ptr %p)
  %y = call i32 @get_c_word(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @overwrite_word_freeze() {
  %p = alloca %s2, align 4
  call void @set_c_word_freeze(ptr %p, i32 -1)
  call void @set_i_word_freeze(ptr %p, i32 poison)
  call void @set_i_word_freeze(ptr %p, i32 1)
  %x = call i32 @get_i_word(ptr %p)
  %y = call i32 @get_c_word(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @overwrite_packed() {
  %p = alloca %s2, align 4
  call void @set_c_packed(ptr %p, i32 -1)
  call void @set_i_packed(ptr %p, i32 poison)
  call void @set_i_packed(ptr %p, i32 1)
  %x = call i32 @get_i_packed(ptr %p)
  %y = call i32 @get_c_packed(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @overwrite_vector() {
  %p = alloca %s2, align 4
  call void @set_c_vector(ptr %p, i32 -1)
  call void @set_i_vector(ptr %p, i32 poison)
  call void @set_i_vector(ptr %p, i32 1)
  %x = call i32 @get_i_vector(ptr %p)
  %y = call i32 @get_c_vector(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}
