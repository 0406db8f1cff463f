; The UB Manual's "Immediate UB" example, after the wrong speculation:
; the division now runs even when %c is false, so f(false, 0) divides by
; zero. Before the transformation it returned 0.
;
;   llsem run speculated-division.ll --entry f --arg false --arg 0   ; immediate UB
;   llsem run speculated-division.ll --entry f --arg true --arg 3    ; returns 1
;
; `llsem refine ../../refinement-tests/speculation/hoist-division.srctgt.ll`
; finds the same input as a counterexample to the transformation.
;
; RUN: @f(false, 0) => ub division-by-zero
; RUN: @f(true, 3) => i32 1

define i32 @f(i1 %c, i32 %v) {
entry:
  %div = udiv i32 3, %v
  %r = select i1 %c, i32 %div, i32 0
  ret i32 %r
}
