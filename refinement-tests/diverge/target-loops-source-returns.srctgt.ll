; EXPECT: not-refines
; The target loops forever where the source returns: non-termination is
; a behaviour of its own (LangRef "Function Attributes", `mustprogress`),
; not one the source has.

define i32 @src(i32 %x) {
entry:
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @tgt(i32 %x) {
entry:
  br label %loop

loop:
  %i = phi i32 [ %x, %entry ], [ %i, %loop ]
  br label %loop
}
