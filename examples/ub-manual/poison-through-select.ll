; The UB Manual's "Propagation of Poison Through Select": select is poison
; only if the condition or the chosen value is; `and` is poison if either
; operand is.
;
;   llsem run poison-through-select.ll --entry with_select --arg 0 --arg poison   ; returns i1 false
;   llsem run poison-through-select.ll --entry with_and --arg 0 --arg poison      ; returns i1 poison
;   llsem run poison-through-select.ll --entry with_freeze --arg 0 --arg poison   ; returns i1 false
;
; Under the thesis's alternatives, the same call behaves differently:
;   llsem run poison-through-select.ll --entry with_select --arg 0 --arg poison --select poison-any
;   returns i1 poison
;
; RUN: @with_select(0, poison) => i1 false
; RUN: @with_and(0, poison) => i1 poison
; RUN: @with_freeze(0, poison) => i1 false

define i1 @with_select(i32 %x, i32 %y) {
  %cmp1 = icmp ne i32 %x, 0
  %cmp2 = icmp ugt i32 %x, %y
  %r = select i1 %cmp1, i1 %cmp2, i1 false
  ret i1 %r
}

define i1 @with_and(i32 %x, i32 %y) {
  %cmp1 = icmp ne i32 %x, 0
  %cmp2 = icmp ugt i32 %x, %y
  %r = and i1 %cmp1, %cmp2
  ret i1 %r
}

define i1 @with_freeze(i32 %x, i32 %y) {
  %cmp1 = icmp ne i32 %x, 0
  %cmp2 = icmp ugt i32 %x, %y
  %cmp2.fr = freeze i1 %cmp2
  %r = and i1 %cmp1, %cmp2.fr
  ret i1 %r
}
