; select on a poison condition, under the ub-cond semantics of select.
; ARGS: --select ub-cond --entry f --arg poison
define i32 @f(i1 %c) {
entry:
  %r = select i1 %c, i32 1, i32 2
  ret i32 %r
}
