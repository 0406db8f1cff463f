; EXPECT: refines
; ARGS: --model taming
; `udiv (shl x, 3), 8` is a mask of the low 29 bits of x.
; Checked in the taming model (poison, no undef): in the llvm model an undef
; %x makes the source's udiv inexact for llsem, which resolves it to one value
; while the target's `and` keeps the undef bits, so that input is inconclusive.

define i32 @f(i32 %x) {
  %m = shl i32 %x, 3
  %d = udiv i32 %m, 8
  ret i32 %d
}
