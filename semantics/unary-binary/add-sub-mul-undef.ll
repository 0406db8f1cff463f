; add, sub, mul with undef operands (llvm model; LangRef "Undefined Values",
; the UB Manual "Undef Values"). The two operands of one instruction are two
; uses: each picks its own member of the undef set. Results are shown as
; sets of bit patterns: `undef` (any value) or `0b...?...` (`?` an undef bit).

; The UB Manual: %add = add i32 undef, 0 is undef; add %add, %add may be odd.
; RUN: @manual_add_twice() => i32 undef
; mul %v, 2 is always even, even for undef %v.
; RUN: @mul2(undef) => i8 0b???????0
; add %v, %v is not: it may be odd.
; RUN: @add_self(undef) => i8 undef
; LangRef: add/sub/xor with undef are undef.
; RUN: @add_i8(5, undef) => i8 undef
; RUN: @sub_i8(5, undef) => i8 undef
; sub %v, %v is not 0 for undef %v.
; RUN: @sub_self(undef) => i8 undef
; an operand whose low bits are defined keeps them in the sum
; RUN: @add_low_defined(undef) => i8 0b?????011
; mul by 0 is 0 whatever the other operand, mul by 4 clears two bits
; RUN: @mul_i8(undef, 0) => i8 0
; RUN: @mul_i8(undef, 4) => i8 0b??????00
; RUN: @mul_i8(undef, 3) => i8 undef
; a defined operand and poison: poison wins over undef
; RUN: @add_i8(undef, poison) => i8 poison
; width 1 and wide widths
; RUN: @add_i1(undef, true) => i1 undef
; RUN: @mul_i128(undef, 2) => i128 0b???????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????0
; the result stays undef through a register and can be frozen: an i2 freeze shows all four values
; RUN: @freeze_sum(undef) => i2 0 | i2 1 | i2 -2 | i2 -1
; RUN: @freeze_mul2(undef) => i2 0 | i2 -2

define i32 @manual_add_twice() {
  %add = add i32 undef, 0
  %ret = add i32 %add, %add
  ret i32 %ret
}
define i8 @mul2(i8 %v) {
  %r = mul i8 %v, 2
  ret i8 %r
}
define i8 @add_self(i8 %v) {
  %r = add i8 %v, %v
  ret i8 %r
}
define i8 @sub_self(i8 %v) {
  %r = sub i8 %v, %v
  ret i8 %r
}
define i8 @add_i8(i8 %a, i8 %b) {
  %r = add i8 %a, %b
  ret i8 %r
}
define i8 @sub_i8(i8 %a, i8 %b) {
  %r = sub i8 %a, %b
  ret i8 %r
}
define i8 @mul_i8(i8 %a, i8 %b) {
  %r = mul i8 %a, %b
  ret i8 %r
}
define i8 @add_low_defined(i8 %v) {
  %hi = shl i8 %v, 3
  %r = add i8 %hi, 3
  ret i8 %r
}
define i1 @add_i1(i1 %a, i1 %b) {
  %r = add i1 %a, %b
  ret i1 %r
}
define i128 @mul_i128(i128 %a, i128 %b) {
  %r = mul i128 %a, %b
  ret i128 %r
}
define i2 @freeze_sum(i2 %v) {
  %s = add i2 %v, 1
  %f = freeze i2 %s
  ret i2 %f
}
define i2 @freeze_mul2(i2 %v) {
  %s = mul i2 %v, 2
  %f = freeze i2 %s
  ret i2 %f
}
