; ARGS: --model taming --select ub-cond
; In the taming model with `--select ub-cond` (the thesis's Figure 3.1 plus
; §3.2.2): `select undef` is a select on poison, hence UB; freezing the
; condition first makes it a legal choice.
; RUN: @sel_undef() => ub select-on-poison
; RUN: @sel_frozen() => i8 1 | i8 2

define i8 @sel_undef() {
  %r = select i1 undef, i8 1, i8 2
  ret i8 %r
}
define i8 @sel_frozen() {
  %c = freeze i1 undef
  %r = select i1 %c, i8 1, i8 2
  ret i8 %r
}
