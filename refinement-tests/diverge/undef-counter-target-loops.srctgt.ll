; EXPECT: not-refines
; The incorrect variant of undef-counter-both-loop: the source returns;
; the target counts forever from undef (`add nsw`: once it overflows the
; counter is poison and the state recurs). The target is not
; `mustprogress`, so looping forever is a behaviour of it (LangRef
; "Function Attributes"), and not one the source has.

define void @src() {
entry:
  ret void
}

define void @tgt() {
entry:
  br label %loop

loop:
  %i = phi i16 [ undef, %entry ], [ %n, %loop ]
  %n = add nsw i16 %i, 1
  br label %loop
}
