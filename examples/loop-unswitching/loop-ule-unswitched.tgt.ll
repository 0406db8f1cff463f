; loop-ule.src.ll unswitched without freeze, as in the manual. Here that is
; correct: the source branches on %c in its first iteration for every %n,
; so a poison or undef %c is immediate UB in the source too.

define i32 @fn(i32 %n, i1 %c) {
entry:
  br i1 %c, label %then, label %else

then:
  %i = phi i32 [ 0, %entry ], [ %i2, %then.cont ]
  %acc.t = phi i32 [ 0, %entry ], [ %t, %then.cont ]
  %cond = icmp ule i32 %i, %n
  br i1 %cond, label %then.cont, label %exit

then.cont:
  %t = add i32 %acc.t, 1
  %i2 = add i32 %i, 1
  br label %then

else:
  %i3 = phi i32 [ 0, %entry ], [ %i4, %else.cont ]
  %acc.e = phi i32 [ 0, %entry ], [ %e, %else.cont ]
  %cond2 = icmp ule i32 %i3, %n
  br i1 %cond2, label %else.cont, label %exit

else.cont:
  %e = add i32 %acc.e, 2
  %i4 = add i32 %i3, 1
  br label %else

exit:
  %r = phi i32 [ %acc.t, %then ], [ %acc.e, %else ]
  ret i32 %r
}
