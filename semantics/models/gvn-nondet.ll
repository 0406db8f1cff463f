; ARGS: --branch-on-poison nondet
; The GVN example of gvn.ll under `--branch-on-poison nondet`: the branch
; on the poison comparison goes either way, @before then returns a defined
; value, and @after returns poison: the rewrite is no longer a refinement
; (thesis 2.3.2: unswitching and GVN want opposite semantics).
; RUN: @before(1, poison) => i32 2 | i32 0
; RUN: @after(1, poison) => i32 poison | i32 0

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
