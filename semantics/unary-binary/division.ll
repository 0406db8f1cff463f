; Division by zero and by poison is immediate UB; a poison dividend is not.
; RUN: @udiv(7, 0) => ub division-by-zero
; RUN: @udiv(7, poison) => ub poison-divisor
; RUN: @udiv(poison, 3) => i8 poison
; RUN: @udiv(7, undef) => ub division-by-zero
; RUN: @sdiv(-128, -1) => ub division-overflow
; RUN: @sdiv(-127, -1) => i8 127
; RUN: @sdiv_exact(7, 2) => i8 poison
; RUN: @sdiv_exact(8, 2) => i8 4

define i8 @udiv(i8 %a, i8 %b) {
  %r = udiv i8 %a, %b
  ret i8 %r
}

define i8 @sdiv(i8 %a, i8 %b) {
  %r = sdiv i8 %a, %b
  ret i8 %r
}

define i8 @sdiv_exact(i8 %a, i8 %b) {
  %r = sdiv exact i8 %a, %b
  ret i8 %r
}
