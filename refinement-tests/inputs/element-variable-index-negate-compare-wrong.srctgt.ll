; EXPECT: not-refines
; `0 - x > 0` rewritten to `x < 0` over the first three `i32` elements of a
; pointer parameter, read by a loop through a `getelementptr` with a
; variable index. Without `nsw`, `0 - INT_MIN` wraps to INT_MIN (LangRef
; "'sub' Instruction"), so for x = INT_MIN the source's compare is false
; and the target's true. The element buffers (refine/elements.rs) follow a
; variable index over its first values, so every loaded element takes the
; boundary values.
; alive-tv (-src-unroll=4 -tgt-unroll=4): Transformation doesn't verify.

define i1 @src(ptr %p) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i1 [ false, %entry ], [ %any, %loop ]
  %g = getelementptr inbounds i32, ptr %p, i64 %i
  %x = load i32, ptr %g, align 4
  %n = sub i32 0, %x
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
