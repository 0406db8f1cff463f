; Control reaches unreachable.
; ARGS: --entry f --arg 3
define i32 @f(i32 %x) {
entry:
  %small = icmp ult i32 %x, 2
  br i1 %small, label %ok, label %bad
ok:
  ret i32 %x
bad:
  unreachable
}
