; EXPECT: refines
; A switch with two cases that only choose a value becomes selects.

define i32 @f(i32 %k) {
entry:
  switch i32 %k, label %dflt [
    i32 1, label %one
    i32 5, label %five
  ]
one:
  br label %exit
five:
  br label %exit
dflt:
  br label %exit
exit:
  %r = phi i32 [ 10, %one ], [ 50, %five ], [ 0, %dflt ]
  ret i32 %r
}
