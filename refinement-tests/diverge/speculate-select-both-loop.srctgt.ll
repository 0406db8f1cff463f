; EXPECT: refines
; SimplifyCFG speculating a block into a select in a loop that never
; exits (the shape of SimplifyCFG/2008-10-03-SpeculativelyExecuteBeforePHI.ll
; @_Z1fPii). Neither function has `mustprogress`, so looping forever
; without side effects is a defined behaviour (LangRef "Function
; Attributes", `mustprogress`); both loop forever on every input, after
; no events. llsem finds each run's state recurring exactly (decision
; 0030). alive-tv: "The source program doesn't reach a return
; instruction" (it cannot decide).

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
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %spec.select, %loop ]
  %c = icmp slt i32 %i, %n
  %spec.select = select i1 %c, i32 1, i32 0
  br label %loop
}
