; struct s3 { int i : 15; int j : 15; };   (thesis section 4.2)
;
; One C struct, three lowerings of its bit-field accesses, two scenarios.
; Run a scenario with, e.g.,
;   llsem run s3.ll --entry fresh_packed --model taming
; (see README.md for every result and what it means).
;
;   bit      0             15            30  32
;            [      i      ][      j      ][p]    i: bits 0-14, j: bits 15-29
;
; %s3 is clang-22's type for the struct; %s3.bits is the Explicitly
; Packed Structure with the same layout, padding written out as fields.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

%s3 = type { i32 }
%s3.bits = type \{ i15, i15, i2 }/

; Lowering 1: clang-22 -O1 (see clang/bitfields.O1.ll): load the i32 storage
; unit, clear the field, or in the new value, store the unit back. Any
; poison bit in the unit makes the whole loaded unit poison.

define void @set_j_word(ptr %p, i32 %v) {
  %w = load i32, ptr %p, align 4
  %v.sh = shl i32 %v, 15
  %v.m = and i32 %v.sh, 1073709056
  %clear = and i32 %w, -1073709057
  %set = or disjoint i32 %clear, %v.m
  store i32 %set, ptr %p, align 4
  ret void
}

define void @set_i_word(ptr %p, i32 %v) {
  %w = load i32, ptr %p, align 4
  %v.m = and i32 %v, 32767
  %clear = and i32 %w, -32768
  %set = or disjoint i32 %clear, %v.m
  store i32 %set, ptr %p, align 4
  ret void
}

define i32 @get_j_word(ptr %p) {
  %w = load i32, ptr %p, align 4
  %hi = shl i32 %w, 2
  %f = ashr i32 %hi, 17
  ret i32 %f
}

define i32 @get_i_word(ptr %p) {
  %w = load i32, ptr %p, align 4
  %hi = shl i32 %w, 17
  %f = ashr exact i32 %hi, 17
  ret i32 %f
}

; Lowering 1 with freeze (the proposal the thesis discusses in 3.2.3):
; the loaded unit is frozen before the new field is combined in. Reads
; are as in lowering 1.

define void @set_j_word_freeze(ptr %p, i32 %v) {
  %w = load i32, ptr %p, align 4
  %w.fr = freeze i32 %w
  %v.sh = shl i32 %v, 15
  %v.m = and i32 %v.sh, 1073709056
  %clear = and i32 %w.fr, -1073709057
  %set = or disjoint i32 %clear, %v.m
  store i32 %set, ptr %p, align 4
  ret void
}

define void @set_i_word_freeze(ptr %p, i32 %v) {
  %w = load i32, ptr %p, align 4
  %w.fr = freeze i32 %w
  %v.m = and i32 %v, 32767
  %clear = and i32 %w.fr, -32768
  %set = or disjoint i32 %clear, %v.m
  store i32 %set, ptr %p, align 4
  ret void
}

; Lowering 2: the Explicitly Packed Structure (thesis 4.3): a
; getelementptr to the field, then a load or store of exactly its bits.

define void @set_j_packed(ptr %p, i32 %v) {
  %f = getelementptr %s3.bits, ptr %p, i32 0, i32 1
  %v.t = trunc i32 %v to i15
  store i15 %v.t, ptr %f, align 1
  ret void
}

define void @set_i_packed(ptr %p, i32 %v) {
  %f = getelementptr %s3.bits, ptr %p, i32 0, i32 0
  %v.t = trunc i32 %v to i15
  store i15 %v.t, ptr %f, align 1
  ret void
}

define i32 @get_j_packed(ptr %p) {
  %f = getelementptr %s3.bits, ptr %p, i32 0, i32 1
  %v = load i15, ptr %f, align 1
  %r = sext i15 %v to i32
  ret i32 %r
}

define i32 @get_i_packed(ptr %p) {
  %f = getelementptr %s3.bits, ptr %p, i32 0, i32 0
  %v = load i15, ptr %f, align 1
  %r = sext i15 %v to i32
  ret i32 %r
}

; Lowering 3: the storage unit as a vector of i1 (thesis 3.2.3 and 4.2):
; every bit is its own element, so poison stays in the bits that hold it.
; shufflevector moves all of a field's bits at once.

define void @set_j_vector(ptr %p, i32 %v) {
  %w = load <32 x i1>, ptr %p, align 4
  %v.t = trunc i32 %v to i15
  %v.bits = bitcast i15 %v.t to <15 x i1>
  %v.wide = shufflevector <15 x i1> %v.bits, <15 x i1> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %set = shufflevector <32 x i1> %w, <32 x i1> %v.wide, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 30, i32 31>
  store <32 x i1> %set, ptr %p, align 4
  ret void
}

define void @set_i_vector(ptr %p, i32 %v) {
  %w = load <32 x i1>, ptr %p, align 4
  %v.t = trunc i32 %v to i15
  %v.bits = bitcast i15 %v.t to <15 x i1>
  %v.wide = shufflevector <15 x i1> %v.bits, <15 x i1> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %set = shufflevector <32 x i1> %w, <32 x i1> %v.wide, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  store <32 x i1> %set, ptr %p, align 4
  ret void
}

define i32 @get_j_vector(ptr %p) {
  %w = load <32 x i1>, ptr %p, align 4
  %bits = shufflevector <32 x i1> %w, <32 x i1> poison, <15 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29>
  %v = bitcast <15 x i1> %bits to i15
  %r = sext i15 %v to i32
  ret i32 %r
}

define i32 @get_i_vector(ptr %p) {
  %w = load <32 x i1>, ptr %p, align 4
  %bits = shufflevector <32 x i1> %w, <32 x i1> poison, <15 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %v = bitcast <15 x i1> %bits to i15
  %r = sext i15 %v to i32
  ret i32 %r
}

; Scenario 1: fresh memory (uninitialized: undef in the llvm model, poison
; in the taming model); j = 1000; returns { j, i }.

define { i32, i32 } @fresh_word() {
  %p = alloca %s3, align 4
  call void @set_j_word(ptr %p, i32 1000)
  %x = call i32 @get_j_word(ptr %p)
  %y = call i32 @get_i_word(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @fresh_word_freeze() {
  %p = alloca %s3, align 4
  call void @set_j_word_freeze(ptr %p, i32 1000)
  %x = call i32 @get_j_word(ptr %p)
  %y = call i32 @get_i_word(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @fresh_packed() {
  %p = alloca %s3, align 4
  call void @set_j_packed(ptr %p, i32 1000)
  %x = call i32 @get_j_packed(ptr %p)
  %y = call i32 @get_i_packed(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @fresh_vector() {
  %p = alloca %s3, align 4
  call void @set_j_vector(ptr %p, i32 1000)
  %x = call i32 @get_j_vector(ptr %p)
  %y = call i32 @get_i_vector(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

; Scenario 2: i = -3; j = poison (say, the result of an overflowing
; `add nsw`); j = 1000. C says i is still -3. Returns { j, i }.

define { i32, i32 } @overwrite_word() {
  %p = alloca %s3, align 4
  call void @set_i_word(ptr %p, i32 -3)
  call void @set_j_word(ptr %p, i32 poison)
  call void @set_j_word(ptr %p, i32 1000)
  %x = call i32 @get_j_word(ptr %p)
  %y = call i32 @get_i_word(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @overwrite_word_freeze() {
  %p = alloca %s3, align 4
  call void @set_i_word_freeze(ptr %p, i32 -3)
  call void @set_j_word_freeze(ptr %p, i32 poison)
  call void @set_j_word_freeze(ptr %p, i32 1000)
  %x = call i32 @get_j_word(ptr %p)
  %y = call i32 @get_i_word(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @overwrite_packed() {
  %p = alloca %s3, align 4
  call void @set_i_packed(ptr %p, i32 -3)
  call void @set_j_packed(ptr %p, i32 poison)
  call void @set_j_packed(ptr %p, i32 1000)
  %x = call i32 @get_j_packed(ptr %p)
  %y = call i32 @get_i_packed(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}

define { i32, i32 } @overwrite_vector() {
  %p = alloca %s3, align 4
  call void @set_i_vector(ptr %p, i32 -3)
  call void @set_j_vector(ptr %p, i32 poison)
  call void @set_j_vector(ptr %p, i32 1000)
  %x = call i32 @get_j_vector(ptr %p)
  %y = call i32 @get_i_vector(ptr %p)
  %r0 = insertvalue { i32, i32 } poison, i32 %x, 0
  %r = insertvalue { i32, i32 } %r0, i32 %y, 1
  ret { i32, i32 } %r
}
