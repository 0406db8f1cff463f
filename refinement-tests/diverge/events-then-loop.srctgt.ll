; EXPECT: refines
; Both call the environment once and then loop forever silently: the
; same behaviour (the call, then non-termination). The loop's state
; repeats exactly after the call (decision 0030).

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
  call void @f(i32 %x)
  br label %loop

loop:
  br label %loop
}
