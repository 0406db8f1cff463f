; udiv by a zero divisor passed as an argument.
; ARGS: --entry f --arg 7 --arg 0
define i32 @f(i32 %a, i32 %b) {
entry:
  %q = udiv i32 %a, %b
  ret i32 %q
}
