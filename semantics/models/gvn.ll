; GVN against branch on poison (thesis 2.3.2). @before computes t = x + 1
; and, if t == y, returns w = x + 1; @after (GVN) returns y there instead.
; With y poison: under the default semantics the comparison is poison and
; both branch on it: UB in both, so the rewrite is fine.
; RUN: @before(1, poison) => ub branch-on-poison
; RUN: @after(1, poison) => ub branch-on-poison
; RUN: @before(1, 2) => i32 2
; RUN: @after(1, 2) => i32 2

define i32 @before(i32 %x, i32 %y) {
  %t = add i32 %x, 1
  %c = icmp eq i32 %t, %y
  br i1 %c, label %eq, label %ne
eq:
  %w = add i32 %x, 1
  ret i32 %w
ne:
  ret i32 0
}
define i32 @after(i32 %x, i32 %y) {
  %t = add i32 %x, 1
  %c = icmp eq i32 %t, %y
  br i1 %c, label %eq, label %ne
eq:
  ret i32 %y
ne:
  ret i32 0
}
