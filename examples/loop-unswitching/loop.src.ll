; The UB Manual's loop-unswitching example (UndefinedBehavior.rst, "Loop
; unswitching"), with its `...` filled in: the loop adds 1 or 2 to an
; accumulator, depending on the loop-invariant %c. The manual's text says
; that for %n = 0 the loop does not run and never branches on %c; this file
; uses `icmp ult` so that this is so (the manual's `icmp ule` runs the body
; once even for %n = 0: see loop-ule.src.ll).

define i32 @fn(i32 %n, i1 %c) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop.end ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %loop.end ]
  %cond = icmp ult i32 %i, %n
  br i1 %cond, label %loop.cont, label %exit

loop.cont:
  br i1 %c, label %then, label %else

then:
  %t = add i32 %acc, 1
  br label %loop.end

else:
  %e = add i32 %acc, 2
  br label %loop.end

loop.end:
  %acc2 = phi i32 [ %t, %then ], [ %e, %else ]
  %i2 = add i32 %i, 1
  br label %loop

exit:
  ret i32 %acc
}
