; Bitwise operations on undef (llvm model; LangRef "Undefined Values"): they
; work bit by bit, so the result is exact: a bit is undef unless the other
; operand fixes it (`and` with a 0 bit, `or` with a 1 bit).

; LangRef: `or %X, undef` may be folded to -1, `and %X, undef` to 0, but the
; results are not undef: bits that %X fixes stay fixed
; RUN: @and(undef, 1) => i8 0b0000000?
; RUN: @and(undef, 0) => i8 0
; RUN: @or(undef, -1) => i8 -1
; RUN: @or(undef, -2) => i8 0b1111111?
; RUN: @xor(undef, 5) => i8 undef
; `xor undef, undef` and `xor %B, %B` with %B undef are undef, not 0
; RUN: @xor_self(undef) => i8 undef
; RUN: @xor_undef_undef() => i8 undef
; and/or of an undef bit with poison is poison
; RUN: @and(undef, poison) => i8 poison
; or disjoint: a possible shared one bit is a poison flag that may or may
; not fire; llsem resolves the undef bits for that use (see undef.md)
; RUN: @or_disjoint_i2(undef, 1) => i2 1 | i2 poison | i2 -1
; shifts by a defined amount move the undef bits
; RUN: @shl_undef(undef, 4) => i8 0b????0000
; RUN: @lshr_undef(undef, 7) => i8 0b0000000?
; RUN: @ashr_low_undef(4) => i8 0b000000??
; Shifts with flags by a defined amount (undef.md "Where llsem is exact"):
; by 0 the flags never fire (InstSimplify's `ashr exact undef, %a` with
; %a = 0 is undef) ...
; RUN: @ashr_exact(undef, 0) => i8 undef
; RUN: @shl_nuw_nsw(undef, 0) => i8 undef
; ... a flag that fires for no member keeps the cube ...
; RUN: @lshr_exact_low_zero(2) => i8 0b00??0000
; RUN: @shl_nuw_top_zero(4) => i8 0b????0000
; RUN: @shl_nsw_top_equal(3) => i8 0b1?000000
; ... one that fires for every member is poison ...
; RUN: @lshr_exact_low_one(1) => i8 poison
; RUN: @shl_nsw_top_differ(1) => i8 poison
; ... and one that fires for some members resolves the bits that decide it
; (here the bit shifted out): 1 gives poison, 0 a cube the flag never fires
; for, so the other bits stay undef (undef.md "Where llsem resolves")
; RUN: @shl_nuw_i2(undef, 1) => i2 0b?0 | i2 poison
; a shift amount that is undef is resolved for the use: any amount, including too large ones
; RUN: @shl_i2(1, undef) => i2 1 | i2 -2
; RUN: @shl_undef_amount_big(1, undef) => i2 1 | i2 -2 | i2 poison
; width 1
; RUN: @and_i1(undef, true) => i1 undef
; RUN: @and_i1(undef, false) => i1 false

define i8 @and(i8 %a, i8 %b) {
  %r = and i8 %a, %b
  ret i8 %r
}
define i8 @or(i8 %a, i8 %b) {
  %r = or i8 %a, %b
  ret i8 %r
}
define i8 @xor(i8 %a, i8 %b) {
  %r = xor i8 %a, %b
  ret i8 %r
}
define i8 @xor_self(i8 %b) {
  %r = xor i8 %b, %b
  ret i8 %r
}
define i8 @xor_undef_undef() {
  %r = xor i8 undef, undef
  ret i8 %r
}
define i2 @or_disjoint_i2(i2 %a, i2 %b) {
  %r = or disjoint i2 %a, %b
  ret i2 %r
}
define i8 @shl_undef(i8 %a, i8 %b) {
  %r = shl i8 %a, %b
  ret i8 %r
}
define i8 @lshr_undef(i8 %a, i8 %b) {
  %r = lshr i8 %a, %b
  ret i8 %r
}
define i8 @ashr_low_undef(i8 %amt) {
  %low = and i8 undef, 63
  %r = ashr i8 %low, %amt
  ret i8 %r
}
define i2 @shl_i2(i2 %a, i2 %b) {
  %m = and i2 %b, 1
  %r = shl i2 %a, %m
  ret i2 %r
}
define i2 @shl_undef_amount_big(i2 %a, i2 %b) {
  %r = shl i2 %a, %b
  ret i2 %r
}
define i1 @and_i1(i1 %a, i1 %b) {
  %r = and i1 %a, %b
  ret i1 %r
}
define i8 @ashr_exact(i8 %a, i8 %s) {
  %r = ashr exact i8 %a, %s
  ret i8 %r
}
define i8 @shl_nuw_nsw(i8 %a, i8 %s) {
  %r = shl nuw nsw i8 %a, %s
  ret i8 %r
}
define i8 @lshr_exact_low_zero(i8 %s) {
  %a = and i8 undef, 192
  %r = lshr exact i8 %a, %s
  ret i8 %r
}
define i8 @shl_nuw_top_zero(i8 %s) {
  %a = and i8 undef, 15
  %r = shl nuw i8 %a, %s
  ret i8 %r
}
define i8 @shl_nsw_top_equal(i8 %s) {
  %a = and i8 undef, 8
  %b = or i8 %a, 240
  %r = shl nsw i8 %b, %s
  ret i8 %r
}
define i8 @lshr_exact_low_one(i8 %s) {
  %a = or i8 undef, 1
  %r = lshr exact i8 %a, %s
  ret i8 %r
}
define i8 @shl_nsw_top_differ(i8 %s) {
  %a = and i8 undef, 63
  %b = or i8 %a, 128
  %r = shl nsw i8 %b, %s
  ret i8 %r
}
define i2 @shl_nuw_i2(i2 %a, i2 %s) {
  %r = shl nuw i2 %a, %s
  ret i2 %r
}
