; EXPECT: refines
; LoopSimplifyCFG/lcssa.ll `@test_01` (held-out sample 9): a counter that
; starts at undef counts up with `add nsw` in a loop that never exits.
; Each use of undef may see a different value (LangRef "Undefined
; Values"), so the start is a resolved undef result; once the counter
; overflows it is poison (`nsw`) and the state recurs. Neither function is
; `mustprogress`, so looping forever is a behaviour of both (LangRef
; "Function Attributes"). The target drops the dead exit block.
; Decided by the divergence probe, which compares registers holding
; resolved undef results (decision 0045).

define void @src() {
entry:
  br label %outer

outer:
  %start = phi i16 [ undef, %entry ], [ %n, %exit ]
  br label %loop

loop:
  %i = phi i16 [ %start, %outer ], [ %n, %loop ]
  %n = add nsw i16 %i, 1
  br i1 true, label %loop, label %exit

exit:
  br label %outer
}

define void @tgt() {
entry:
  br label %loop

loop:
  %i = phi i16 [ undef, %entry ], [ %n, %loop ]
  %n = add nsw i16 %i, 1
  br label %loop
}
