; The llvm model (default; LangRef 22): undef exists and uninitialized
; memory is undef. Compare taming-model.ll, which runs the same functions.
; RUN: @uninit_load() => i32 undef
; LangRef "Undefined Values": or with -1 is -1 whatever the undef bits
; RUN: @or_undef_all_ones() => i8 -1
; select of an undef arm gives undef, which is weaker than poison
; RUN: @select_undef_arm(false, 3) => i8 undef
; RUN: @select_undef_arm(true, 3) => i8 3
; bit fields: the untouched bits of an uninitialized word are undef, so the
; field written through a word-sized load/mask/store reads back defined
; RUN: @bitfield_store(5) => i32 5
; RUN: @bitfield_store_frozen(5) => i32 5
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
