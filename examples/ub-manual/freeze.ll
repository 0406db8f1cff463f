; The UB Manual's "The Freeze Instruction": freeze stops poison and undef;
; all uses of its result see the same value, chosen non-deterministically
; (from the seed).
;
;   llsem run freeze.ll --entry branch_on_frozen --arg poison            ; returns 1 or 2 depending on --seed
;   llsem run freeze.ll --entry branch_on_frozen --arg poison --seed 3   ; replays exactly
;   llsem run freeze.ll --entry branch_on_poison --arg poison            ; immediate UB: branch-on-poison
;   llsem run freeze.ll --entry branch_on_poison --arg poison --branch-on-poison nondet   ; 1 or 2
;
; RUN: @branch_on_frozen(poison) => i32 1 | i32 2
; RUN: @branch_on_poison(poison) => ub branch-on-poison
; RUN: @branch_on_frozen(true) => i32 1

define i32 @branch_on_frozen(i1 %c) {
entry:
  %f = freeze i1 %c
  br i1 %f, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

define i32 @branch_on_poison(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}
