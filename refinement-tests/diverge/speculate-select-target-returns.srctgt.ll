; EXPECT: not-refines
; The incorrect variant of speculate-select-both-loop: the target leaves
; the loop and returns where the source loops forever. Without
; `mustprogress` the source's non-termination is a defined behaviour
; (LangRef "Function Attributes", `mustprogress`), which a correct
; target keeps: returning is not among the source's behaviours.

define i32 @src(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %then, label %latch

then:
  br label %latch

latch:
  %i.next = phi i32 [ 1, %then ], [ 0, %loop ]
  br label %loop
}

define i32 @tgt(i32 %n) {
entry:
  %c = icmp slt i32 0, %n
  %r = select i1 %c, i32 1, i32 0
  ret i32 %r
}
