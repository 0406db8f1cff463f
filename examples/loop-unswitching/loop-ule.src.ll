; The UB Manual's loop exactly as printed, with `icmp ule`: since 0 u<= %n
; for every %n, the body runs at least once, so the source always reaches
; `br i1 %c` in its first iteration. (For %n = 4294967295 it never stops;
; llsem skips such inputs when they hit the step bound.)

define i32 @fn(i32 %n, i1 %c) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop.end ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %loop.end ]
  %cond = icmp ule i32 %i, %n
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
