; nsw and poison propagation (the UB Manual's "Poison Values"): an overflow
; under nsw is poison, not UB; poison then taints what depends on it, until
; a branch on it is immediate UB.
;
;   llsem run nsw-poison.ll --entry sum --arg 2147483647 --arg 1 --arg 0   ; returns i32 poison
;   llsem run nsw-poison.ll --entry sum --arg 5 --arg 1 --arg 2            ; returns i32 8
;   llsem run nsw-poison.ll --entry check --arg 2147483647 --arg 1         ; immediate UB: branch-on-poison
;   llsem run nsw-poison.ll --entry check --arg 2147483647 --arg 1 --trace ; shows each step, poison visible
;
; RUN: @sum(2147483647, 1, 0) => i32 poison
; RUN: @sum(5, 1, 2) => i32 8
; RUN: @check(2147483647, 1) => ub branch-on-poison
; RUN: @check(5, 1) => i32 1

define i32 @sum(i32 %a, i32 %b, i32 %c) {
  %add = add nsw i32 %a, %b
  %ret = add nsw i32 %add, %c
  ret i32 %ret
}

define i32 @check(i32 %a, i32 %b) {
entry:
  %add = add nsw i32 %a, %b
  %neg = icmp slt i32 %add, 0
  br i1 %neg, label %n, label %p
n:
  ret i32 -1
p:
  ret i32 1
}
