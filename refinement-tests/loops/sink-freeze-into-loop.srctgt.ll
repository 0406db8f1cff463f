; EXPECT: not-refines
; The converse of hoist-freeze-out-of-loop: the source freezes once, so
; every call is given the same value; the target freezes in every
; iteration and may give the calls different values. (At i8, so that the
; source's one freeze is enumerated and the verdict is decided.)
; alive-tv -src-unroll=4 -tgt-unroll=4: doesn't verify.

declare void @use(i8)

define void @src(i8 %n) {
entry:
  %x = freeze i8 undef
  br label %loop

loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %loop ]
  call void @use(i8 %x)
  %i.next = add i8 %i, 1
  %c = icmp ult i8 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

define void @tgt(i8 %n) {
entry:
  br label %loop

loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %loop ]
  %x = freeze i8 undef
  call void @use(i8 %x)
  %i.next = add i8 %i, 1
  %c = icmp ult i8 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
