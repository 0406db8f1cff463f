; struct s1 { unsigned a : 3; unsigned b : 4; };   (thesis section 2.3.4)
;
; One C struct, three lowerings of its bit-field accesses, two scenarios.
; Run a scenario with, e.g.,
;   llsem run s1.ll --entry fresh_packed --model taming
; (see README.md for every result and what it means).
;
;   bit      0   3       7  8 ........ 31
;            [ a ][  b  ][p][ padding     ]   a: bits 0-2, b: bits 3-6
;
; %s1 is clang-22's type for the struct; %s1.bits is the Explicitly
; Packed Structure with the same layout, padding written out as fields.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

%s1 = type { i8, [3 x i8] }
%s1.bits = type \{ i3, i4, i1, [3 x i8] }/

; Lowering 1: clang-22 -O1 (see clang/bitfields.O1.ll): load the i8 storage
; unit, clear the field, or in the new value, store the unit back. Any
; poison bit in the unit makes the whole loaded unit poison.

define void @set_a_word(ptr %p, i32 %v) {
  %w = load i8, ptr %p, align 4
  %v.t = trunc i32 %v to i8
  %v.m = and i8 %v.t, 7
  %clear = and i8 %w, -8
  %set = or disjoint i8 %clear, %v.m
  store i8 %set, ptr %p, align 4
  ret void
}

define void @set_b_word(ptr %p, i32 %v) {
  %w = load i8, ptr %p, align 4
  %v.t = trunc i32 %v to i8
  %v.sh = shl i8 %v.t, 3
  %v.m = and i8 %v.sh, 120
  %clear = and i8 %w, -121
  %set = or disjoint i8 %clear, %v.m
  store i8 %set, ptr %p, align 4
  ret void
}

define i32 @get_a_word(ptr %p) {
  %w = load i8, ptr %p, align 4
  %f = and i8 %w, 7
  %r = zext i8 %f to i32
  ret i32 %r
}

define i32 @get_b_word(ptr %p) {
  %w = load i8, ptr %p, align 4
  %lo = lshr i8 %w, 3
  %f = and i8 %lo, 15
  %r = zext i8 %f to i32
  ret i32 %r
}

; Lowering 1 with freeze (the proposal the thesis discusses in 3.2.3):
; the loaded unit is frozen before the new field is combined in. Reads
; are as in lowering 1.

define void @set_a_word_freeze(ptr %p, i32 %v) {
  %w = load i8, ptr %p, align 4
  %w.fr = freeze i8 %w
  %v.t = trunc i32 %v to i8
  %v.m = and i8 %v.t, 7
  %clear = and i8 %w.fr, -8
  %set = or disjoint i8 %clear, %v.m
  store i8 %set, ptr %p, align 4
  ret void
}

define void @set_b_word_freeze(ptr %p, i32 %v) {
  %w = load i8, ptr %p, align 4
  %w.fr = freeze i8 %w
  %v.t = trunc i32 %v to i8
  %v.sh = shl i8 %v.t, 3
  %v.m = and i8 %v.sh, 120
  %clear = and i8 %w.fr, -121
  %set = or disjoint i8 %clear, %v.m
  store i8 %set, ptr %p, align 4
  ret void
}

; Lowering 2: the Explicitly Packed Structure (thesis 4.3): a
; getelementptr to the field, then a load or store of exactly its bits.

define void @set_a_packed(ptr %p, i32 %v) {
  %f = getelementptr %s1.bits, ptr %p, i32 0, i32 0
  %v.t = trunc i32 %v to i3
  store i3 %v.t, ptr %f, align 1
  ret void
}

define void @set_b_packed(ptr %p, i32 %v) {
  %f = getelementptr %s1.bits, ptr %p, i32 0, i32 1
  %v.t = trunc i32 %v to i4
  store i4 %v.t, ptr %f, align 1
  ret void
}

define i32 @get_a_packed(ptr %p) {
  %f = getelementptr %s1.bits, ptr %p, i32 0, i32 0
  %v = load i3, ptr %f, align 1
  %r = zext i3 %v to i32
  ret i32 %r
}

define i32 @get_b_packed(ptr %p) {
  %f = getelementptr %s1.bits, ptr %p, i32 0, i32 1
  %v = load i4, ptr %f, align 1
  %r = zext i4 %v to i32
  ret i32 %r
}

; Lowering 3: the storage unit as a vector of i1 (thesis 3.2.3 and 4.2):
; every bit is its own element, so poison stays in the bits that hold it.
; shufflevector moves all of a field's bits at once.

define void @set_a_vector(ptr %p, i32 %v) {
  %w = load <8 x i1>, ptr %p, align 4
  %v.t = trunc i32 %v to i3
  %v.bits = bitcast i3 %v.t to <3 x i1>
  %v.wide = shufflevector <3 x i1> %v.bits, <3 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %set = shufflevector <8 x i1> %w, <8 x i1> %v.wide, <8 x i32> <i32 8, i32 9, i32 10, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i1> %set, ptr %p, align 4
  ret void
}

define void @set_b_vector(ptr %p, i32 %v) {
  %w = load <8 x i1>, ptr %p, align 4
  %v.t = trunc i32 %v to i4
  %v.bits = bitcast i4 %v.t to <4 x i1>
  %v.wide = shufflevector <4 x i1> %v.bits, <4 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %set = shufflevector <8 x i1> %w, <8 x i1> %v.wide, <8 x i32> <i32 0, i32 1, i32 2, i32 8, i32 9, i32 10, i32 11, i32 7>
  store <8 x i1> %set, ptr %p, align 4
  ret void
}

define i32 @get_a_vector(ptr %p) {
  %w = load <8 x i1>, ptr %p, align 4
  %bits = shufflevector <8 x i1> %w, <8 x i1> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %v = bitcast <3 x i1> %bits to i3
  %r = zext i3 %v to i32
  ret i32 %r
}

define i32 @get_b_vector(ptr %p) {
  %w = load <8 x i1>, ptr %p, align 4
  %bits = shufflevector <8 x i1> %w, <8 x i1> poison, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %v = bitcast <4 x i1> %bits to i4
  %r = zext i4 %v to i32
  ret i32 %r
}

; Scenario 1: fresh memory (uninitialized: undef in the llvm model, poison
; in the taming model); a = 5; returns { a, b }.

define { i32, i32 } @fresh_word() {
  %p = alloca %s1, align 4
  call void @set_a_word(ptr %p, i32 5)
  %x = call i32 @get_a_word(ptr %p)
  %y = call i32 @get_b_word(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @fresh_word_freeze() {
  %p = alloca %s1, align 4
  call void @set_a_word_freeze(ptr %p, i32 5)
  %x = call i32 @get_a_word(ptr %p)
  %y = call i32 @get_b_word(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @fresh_packed() {
  %p = alloca %s1, align 4
  call void @set_a_packed(ptr %p, i32 5)
  %x = call i32 @get_a_packed(ptr %p)
  %y = call i32 @get_b_packed(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @fresh_vector() {
  %p = alloca %s1, align 4
  call void @set_a_vector(ptr %p, i32 5)
  %x = call i32 @get_a_vector(ptr %p)
  %y = call i32 @get_b_vector(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

; Scenario 2: b = 7; a = poison (say, the result of an overflowing
; `add nsw`); a = 5. C says b is still 7. Returns { a, b }.

define { i32, i32 } @overwrite_word() {
  %p = alloca %s1, align 4
  call void @set_b_word(ptr %p, i32 7)
  call void @set_a_word(ptr %p, i32 poison)
  call void @set_a_word(ptr %p, i32 5)
  %x = call i32 @get_a_word(ptr %p)
  %y = call i32 @get_b_word(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @overwrite_word_freeze() {
  %p = alloca %s1, align 4
  call void @set_b_word_freeze(ptr %p, i32 7)
  call void @set_a_word_freeze(ptr %p, i32 poison)
  call void @set_a_word_freeze(ptr %p, i32 5)
  %x = call i32 @get_a_word(ptr %p)
  %y = call i32 @get_b_word(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @overwrite_packed() {
  %p = alloca %s1, align 4
  call void @set_b_packed(ptr %p, i32 7)
  call void @set_a_packed(ptr %p, i32 poison)
  call void @set_a_packed(ptr %p, i32 5)
  %x = call i32 @get_a_packed(ptr %p)
  %y = call i32 @get_b_packed(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @overwrite_vector() {
  %p = alloca %s1, align 4
  call void @set_b_vector(ptr %p, i32 7)
  call void @set_a_vector(ptr %p, i32 poison)
  call void @set_a_vector(ptr %p, i32 5)
  %x = call i32 @get_a_vector(ptr %p)
  %y = call i32 @get_b_vector(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}
