; ARGS: --model taming
; add, sub, mul in the taming model (thesis Figure 3.1): there is no undef;
; the `undef` constant is poison, so every example of the llvm-model file
; that used undef gives poison here.
; RUN: @manual_add_twice() => i32 poison
; RUN: @mul2_undef_const() => i8 poison
; RUN: @add_nsw(127, 1) => i8 poison
; RUN: @add_nsw(126, 1) => i8 127
; RUN: @add_nsw(poison, 1) => i8 poison
; RUN: @mul2(poison) => i8 poison
; RUN: @mul2(3) => i8 6

define i32 @manual_add_twice() {
  %add = add i32 undef, 0
  %ret = add i32 %add, %add
  ret i32 %ret
}
define i8 @mul2_undef_const() {
  %r = mul i8 undef, 2
  ret i8 %r
}
define i8 @mul2(i8 %v) {
  %r = mul i8 %v, 2
  ret i8 %r
}
define i8 @add_nsw(i8 %a, i8 %b) {
  %r = add nsw i8 %a, %b
  ret i8 %r
}
