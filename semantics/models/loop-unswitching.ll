; Loop unswitching (UB Manual "The Freeze Instruction"; thesis 2.3.2, 3.2.1).
; @loop runs %n iterations and branches on %c inside the loop; @unswitched
; hoists the branch on %c out of the loop; @unswitched_frozen freezes %c
; first. With %n = 0 the loop body never runs, so @loop never looks at %c,
; while @unswitched branches on it: UB under the default branch-on-poison
; semantics. Freezing restores a refinement.
; RUN: @loop(0, poison) => i32 0
; RUN: @unswitched(0, poison) => ub branch-on-poison
; RUN: @unswitched_frozen(0, poison) => i32 0
; RUN: @loop(2, true) => i32 2
; RUN: @unswitched(2, true) => i32 2
; RUN: @loop(2, false) => i32 20
; RUN: @unswitched_frozen(2, false) => i32 20
; with a poison condition and a running loop, all three are UB or choose
; RUN: @loop(2, poison) => ub branch-on-poison
; RUN: @unswitched_frozen(2, poison) => i32 2 | i32 20

define i32 @loop(i32 %n, i1 %c) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i2, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %latch ]
  %cond = icmp ult i32 %i, %n
  br i1 %cond, label %body, label %exit
body:
  br i1 %c, label %then, label %else
then:
  br label %latch
else:
  br label %latch
latch:
  %step = phi i32 [ 1, %then ], [ 10, %else ]
  %acc2 = add i32 %acc, %step
  %i2 = add i32 %i, 1
  br label %head
exit:
  ret i32 %acc
}
define i32 @unswitched(i32 %n, i1 %c) {
entry:
  br i1 %c, label %loop.t, label %loop.f
loop.t:
  %r1 = call i32 @count(i32 %n, i32 1)
  ret i32 %r1
loop.f:
  %r2 = call i32 @count(i32 %n, i32 10)
  ret i32 %r2
}
define i32 @unswitched_frozen(i32 %n, i1 %c) {
entry:
  %c2 = freeze i1 %c
  br i1 %c2, label %loop.t, label %loop.f
loop.t:
  %r1 = call i32 @count(i32 %n, i32 1)
  ret i32 %r1
loop.f:
  %r2 = call i32 @count(i32 %n, i32 10)
  ret i32 %r2
}
define i32 @count(i32 %n, i32 %step) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i2, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %body ]
  %cond = icmp ult i32 %i, %n
  br i1 %cond, label %body, label %exit
body:
  %acc2 = add i32 %acc, %step
  %i2 = add i32 %i, 1
  br label %head
exit:
  ret i32 %acc
}
