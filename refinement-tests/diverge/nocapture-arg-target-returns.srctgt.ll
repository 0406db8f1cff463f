; EXPECT: not-refines
; The incorrect variant of nocapture-arg-both-loop: the source loops
; forever (proved with its capture taint compared, decision 0051), the
; target returns. The source is not `mustprogress`, so looping forever is
; its behaviour (LangRef "Function Attributes"), and returning is not.

define i32 @src(ptr captures(none) %p, i1 %c) {
entry:
  %slot = alloca ptr
  br i1 %c, label %loop, label %done

loop:
  %d = phi ptr [ null, %entry ], [ %g, %loop ]
  %g = getelementptr i8, ptr %p, i64 1
  store ptr %g, ptr %slot
  br label %loop

done:
  ret i32 0
}

define i32 @tgt(ptr captures(none) %p, i1 %c) {
entry:
  ret i32 0
}
