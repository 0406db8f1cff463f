; struct s4 { int i : 3; char c : 6; };   (thesis section 4.2)
;
; One C struct, three lowerings of its bit-field accesses, two scenarios.
; Run a scenario with, e.g.,
;   llsem run s4.ll --entry fresh_packed --model taming
; (see README.md for every result and what it means).
;
;   bit      0   3      8      14  16 ...... 31
;            [ i ][ pad ][  c  ][p][ padding ]    i: bits 0-2, c: bits 8-13 (c may not
;                                                straddle a char, so it starts byte 1)
;
; %s4 is clang-22's type for the struct; %s4.bits is the Explicitly
; Packed Structure with the same layout, padding written out as fields.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

%s4 = type { i16, [2 x i8] }
%s4.bits = type \{ i3, i5, i6, i2, [2 x i8] }/

; Lowering 1: clang-22 -O1 (see clang/bitfields.O1.ll): load the i16 storage
; unit, clear the field, or in the new value, store the unit back. Any
; poison bit in the unit makes the whole loaded unit poison.

define void @set_c_word(ptr %p, i32 %v) {
  %w = load i16, ptr %p, align 4
  %v.t = trunc i32 %v to i16
  %v.sh = shl i16 %v.t, 8
  %v.m = and i16 %v.sh, 16128
  %clear = and i16 %w, -16129
  %set = or disjoint i16 %clear, %v.m
  store i16 %set, ptr %p, align 4
  ret void
}

define void @set_i_word(ptr %p, i32 %v) {
  %w = load i16, ptr %p, align 4
  %v.t = trunc i32 %v to i16
  %v.m = and i16 %v.t, 7
  %clear = and i16 %w, -8
  %set = or disjoint i16 %clear, %v.m
  store i16 %set, ptr %p, align 4
  ret void
}

define i32 @get_c_word(ptr %p) {
  %w = load i16, ptr %p, align 4
  %hi = shl i16 %w, 2
  %f = ashr i16 %hi, 10
  %r = sext i16 %f to i32
  ret i32 %r
}

define i32 @get_i_word(ptr %p) {
  %w = load i16, ptr %p, align 4
  %hi = shl i16 %w, 13
  %f = ashr exact i16 %hi, 13
  %r = sext i16 %f to i32
  ret i32 %r
}

; Lowering 1 with freeze (the proposal the thesis discusses in 3.2.3):
; the loaded unit is frozen before the new field is combined in. Reads
; are as in lowering 1.

define void @set_c_word_freeze(ptr %p, i32 %v) {
  %w = load i16, ptr %p, align 4
  %w.fr = freeze i16 %w
  %v.t = trunc i32 %v to i16
  %v.sh = shl i16 %v.t, 8
  %v.m = and i16 %v.sh, 16128
  %clear = and i16 %w.fr, -16129
  %set = or disjoint i16 %clear, %v.m
  store i16 %set, ptr %p, align 4
  ret void
}

define void @set_i_word_freeze(ptr %p, i32 %v) {
  %w = load i16, ptr %p, align 4
  %w.fr = freeze i16 %w
  %v.t = trunc i32 %v to i16
  %v.m = and i16 %v.t, 7
  %clear = and i16 %w.fr, -8
  %set = or disjoint i16 %clear, %v.m
  store i16 %set, ptr %p, align 4
  ret void
}

; Lowering 2: the Explicitly Packed Structure (thesis 4.3): a
; getelementptr to the field, then a load or store of exactly its bits.

define void @set_c_packed(ptr %p, i32 %v) {
  %f = getelementptr %s4.bits, ptr %p, i32 0, i32 2
  %v.t = trunc i32 %v to i6
  store i6 %v.t, ptr %f, align 1
  ret void
}

define void @set_i_packed(ptr %p, i32 %v) {
  %f = getelementptr %s4.bits, ptr %p, i32 0, i32 0
  %v.t = trunc i32 %v to i3
  store i3 %v.t, ptr %f, align 1
  ret void
}

define i32 @get_c_packed(ptr %p) {
  %f = getelementptr %s4.bits, ptr %p, i32 0, i32 2
  %v = load i6, ptr %f, align 1
  %r = sext i6 %v to i32
  ret i32 %r
}

define i32 @get_i_packed(ptr %p) {
  %f = getelementptr %s4.bits, ptr %p, i32 0, i32 0
  %v = load i3, ptr %f, align 1
  %r = sext i3 %v to i32
  ret i32 %r
}

; Lowering 3: the storage unit as a vector of i1 (thesis 3.2.3 and 4.2):
; every bit is its own element, so poison stays in the bits that hold it.
; shufflevector moves all of a field's bits at once.

define void @set_c_vector(ptr %p, i32 %v) {
  %w = load <16 x i1>, ptr %p, align 4
  %v.t = trunc i32 %v to i6
  %v.bits = bitcast i6 %v.t to <6 x i1>
  %v.wide = shufflevector <6 x i1> %v.bits, <6 x i1> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %set = shufflevector <16 x i1> %w, <16 x i1> %v.wide, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 14, i32 15>
  store <16 x i1> %set, ptr %p, align 4
  ret void
}

define void @set_i_vector(ptr %p, i32 %v) {
  %w = load <16 x i1>, ptr %p, align 4
  %v.t = trunc i32 %v to i3
  %v.bits = bitcast i3 %v.t to <3 x i1>
  %v.wide = shufflevector <3 x i1> %v.bits, <3 x i1> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %set = shufflevector <16 x i1> %w, <16 x i1> %v.wide, <16 x i32> <i32 16, i32 17, i32 18, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  store <16 x i1> %set, ptr %p, align 4
  ret void
}

define i32 @get_c_vector(ptr %p) {
  %w = load <16 x i1>, ptr %p, align 4
  %bits = shufflevector <16 x i1> %w, <16 x i1> poison, <6 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13>
  %v = bitcast <6 x i1> %bits to i6
  %r = sext i6 %v to i32
  ret i32 %r
}

define i32 @get_i_vector(ptr %p) {
  %w = load <16 x i1>, ptr %p, align 4
  %bits = shufflevector <16 x i1> %w, <16 x i1> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %v = bitcast <3 x i1> %bits to i3
  %r = sext i3 %v to i32
  ret i32 %r
}

; Scenario 1: fresh memory (uninitialized: undef in the llvm model, poison
; in the taming model); c = -5; returns { c, i }.

define { i32, i32 } @fresh_word() {
  %p = alloca %s4, align 4
  call void @set_c_word(ptr %p, i32 -5)
  %x = call i32 @get_c_word(ptr %p)
  %y = call i32 @get_i_word(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @fresh_word_freeze() {
  %p = alloca %s4, align 4
  call void @set_c_word_freeze(ptr %p, i32 -5)
  %x = call i32 @get_c_word(ptr %p)
  %y = call i32 @get_i_word(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @fresh_packed() {
  %p = alloca %s4, align 4
  call void @set_c_packed(ptr %p, i32 -5)
  %x = call i32 @get_c_packed(ptr %p)
  %y = call i32 @get_i_packed(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @fresh_vector() {
  %p = alloca %s4, align 4
  call void @set_c_vector(ptr %p, i32 -5)
  %x = call i32 @get_c_vector(ptr %p)
  %y = call i32 @get_i_vector(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

; Scenario 2: i = 3; c = poison (say, the result of an overflowing
; `add nsw`); c = -5. C says i is still 3. Returns { c, i }.

define { i32, i32 } @overwrite_word() {
  %p = alloca %s4, align 4
  call void @set_i_word(ptr %p, i32 3)
  call void @set_c_word(ptr %p, i32 poison)
  call void @set_c_word(ptr %p, i32 -5)
  %x = call i32 @get_c_word(ptr %p)
  %y = call i32 @get_i_word(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @overwrite_word_freeze() {
  %p = alloca %s4, align 4
  call void @set_i_word_freeze(ptr %p, i32 3)
  call void @set_c_word_freeze(ptr %p, i32 poison)
  call void @set_c_word_freeze(ptr %p, i32 -5)
  %x = call i32 @get_c_word(ptr %p)
  %y = call i32 @get_i_word(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @overwrite_packed() {
  %p = alloca %s4, align 4
  call void @set_i_packed(ptr %p, i32 3)
  call void @set_c_packed(ptr %p, i32 poison)
  call void @set_c_packed(ptr %p, i32 -5)
  %x = call i32 @get_c_packed(ptr %p)
  %y = call i32 @get_i_packed(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @overwrite_vector() {
  %p = alloca %s4, align 4
  call void @set_i_vector(ptr %p, i32 3)
  call void @set_c_vector(ptr %p, i32 poison)
  call void @set_c_vector(ptr %p, i32 -5)
  %x = call i32 @get_c_vector(ptr %p)
  %y = call i32 @get_i_vector(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}
