; EXPECT: not-refines
; The incorrect variant of events-then-loop: the target loops forever
; without making the call first, so its events differ from the source's
; (a call of the environment is observable; LangRef "Function
; Attributes", `mustprogress`: interaction with the environment is
; progress).

declare void @f(i32)

define void @src(i32 %x) {
entry:
  call void @f(i32 %x)
  br label %loop

loop:
  %y = phi i32 [ %x, %entry ], [ %y.next, %loop ]
  %y.next = xor i32 %y, -1
  br label %loop
}

define void @tgt(i32 %x) {
entry:
  br label %loop

loop:
  br label %loop
}
