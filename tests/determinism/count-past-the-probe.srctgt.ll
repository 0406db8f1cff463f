; Both sides count an i32 up from 0 until it wraps to -1: 2^32 iterations,
; too many to run, and no state recurs within the divergence probe.
define void @src() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %n, %loop ]
  %n = add i32 %i, 1
  %done = icmp eq i32 %n, -1
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define void @tgt() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %n, %loop ]
  %n = add i32 %i, 1
  %done = icmp eq i32 %n, -1
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
