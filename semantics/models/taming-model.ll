; ARGS: --model taming
; The taming model (thesis Figure 3.1): no undef; the undef constant and
; uninitialized memory are poison. The same functions as llvm-model.ll.
; RUN: @uninit_load() => i32 poison
; RUN: @or_undef_all_ones() => i8 poison
; RUN: @select_undef_arm(false, 3) => i8 poison
; RUN: @select_undef_arm(true, 3) => i8 3
; bit fields (thesis 3.2.3): the loaded uninitialized word is poison, the
; masked update keeps it poison, and the field written reads back poison ...
; RUN: @bitfield_store(5) => i32 poison
; ... unless the loaded word is frozen first ...
; RUN: @bitfield_store_frozen(5) => i32 5
; ... or the field is accessed as a vector of i1, which keeps each bit apart
; RUN: @bitfield_vector_load() => <3 x i1> <i1 true, i1 false, i1 true>

define i32 @uninit_load() {
  %p = alloca i32
  %v = load i32, ptr %p
  ret i32 %v
}
define i8 @or_undef_all_ones() {
  %r = or i8 undef, -1
  ret i8 %r
}
define i8 @select_undef_arm(i1 %c, i8 %x) {
  %r = select i1 %c, i8 %x, i8 undef
  ret i8 %r
}
; a 3-bit field in the low bits of a fresh 32-bit word (thesis 3.2.3):
; load the word, clear the field, or in the value, store, read the field back
define i32 @bitfield_store(i32 %v) {
  %p = alloca i32
  %w = load i32, ptr %p
  %cleared = and i32 %w, -8
  %f = and i32 %v, 7
  %new = or i32 %cleared, %f
  store i32 %new, ptr %p
  %w2 = load i32, ptr %p
  %field = and i32 %w2, 7
  ret i32 %field
}
; the same with the loaded word frozen first
define i32 @bitfield_store_frozen(i32 %v) {
  %p = alloca i32
  %w0 = load i32, ptr %p
  %w = freeze i32 %w0
  %cleared = and i32 %w, -8
  %f = and i32 %v, 7
  %new = or i32 %cleared, %f
  store i32 %new, ptr %p
  %w2 = load i32, ptr %p
  %field = and i32 %w2, 7
  ret i32 %field
}
; a 3-bit field read from a vector-of-i1 load: the other bits may be anything
define <3 x i1> @bitfield_vector_load() {
  %p = alloca i32
  store <3 x i1> <i1 true, i1 false, i1 true>, ptr %p
  %v = load <3 x i1>, ptr %p
  ret <3 x i1> %v
}
