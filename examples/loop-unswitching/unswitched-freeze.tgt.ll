; loop.src.ll after the manual's corrected unswitching: the loop is duplicated
; as in unswitched.tgt.ll, but the branch in front of it tests `freeze %c`,
; which is never poison or undef.

define i32 @fn(i32 %n, i1 %c) {
entry:
  %c2 = freeze i1 %c
  br i1 %c2, label %then, label %else

then:
  %i = phi i32 [ 0, %entry ], [ %i2, %then.cont ]
  %acc.t = phi i32 [ 0, %entry ], [ %t, %then.cont ]
  %cond = icmp ult i32 %i, %n
  br i1 %cond, label %then.cont, label %exit

then.cont:
  %t = add i32 %acc.t, 1
  %i2 = add i32 %i, 1
  br label %then

else:
  %i3 = phi i32 [ 0, %entry ], [ %i4, %else.cont ]
  %acc.e = phi i32 [ 0, %entry ], [ %e, %else.cont ]
  %cond2 = icmp ult i32 %i3, %n
  br i1 %cond2, label %else.cont, label %exit

else.cont:
  %e = add i32 %acc.e, 2
  %i4 = add i32 %i3, 1
  br label %else

exit:
  %r = phi i32 [ %acc.t, %then ], [ %acc.e, %else ]
  ret i32 %r
}
