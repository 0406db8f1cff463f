; ARGS: --model taming
; In the taming model an `undef` pointer is a poison pointer.
; RUN: @load_ptr(undef) => ub poison-pointer-access
; RUN: @load_undef_const() => ub poison-pointer-access

define i8 @load_ptr(ptr %p) {
  %r = load i8, ptr %p
  ret i8 %r
}
define i8 @load_undef_const() {
  %r = load i8, ptr undef
  ret i8 %r
}
