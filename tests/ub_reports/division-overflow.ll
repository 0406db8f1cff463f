; sdiv of the minimum i8 value by -1.
; ARGS: --entry f --arg -128 --arg -1
define i8 @f(i8 %a, i8 %b) {
entry:
  %q = sdiv i8 %a, %b
  ret i8 %q
}
