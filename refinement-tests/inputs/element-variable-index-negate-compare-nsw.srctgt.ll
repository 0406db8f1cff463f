; EXPECT: refines
; element-variable-index-negate-compare-wrong.srctgt.ll with `sub nsw`:
; `0 - INT_MIN` overflows, so the source's value is poison there (LangRef
; "'sub' Instruction"), its `or` is poison and the target may return
; anything; for every other element value the compares agree.
; alive-tv (-src-unroll=4 -tgt-unroll=4): Transformation seems to be correct.

define i1 @src(ptr %p) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i1 [ false, %entry ], [ %any, %loop ]
  %g = getelementptr inbounds i32, ptr %p, i64 %i
  %x = load i32, ptr %g, align 4
  %n = sub nsw i32 0, %x
  %c = icmp sgt i32 %n, 0
  %any = or i1 %acc, %c
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 3
  br i1 %done, label %exit, label %loop

exit:
  ret i1 %any
}

define i1 @tgt(ptr %p) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i1 [ false, %entry ], [ %any, %loop ]
  %g = getelementptr inbounds i32, ptr %p, i64 %i
  %x = load i32, ptr %g, align 4
  %c = icmp slt i32 %x, 0
  %any = or i1 %acc, %c
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 3
  br i1 %done, label %exit, label %loop

exit:
  ret i1 %any
}
