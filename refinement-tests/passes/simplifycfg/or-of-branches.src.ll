; EXPECT: refines
; Two branches to a common destination are folded into one branch on a
; poison-safe logical or (`select %a, true, %b`): the second test is not
; evaluated for its poison when the first is true.

define i32 @f(i32 %x, i32 %y) {
entry:
  %a = icmp eq i32 %x, 0
  br i1 %a, label %zero, label %test2
test2:
  %b = icmp eq i32 %y, 0
  br i1 %b, label %zero, label %other
zero:
  ret i32 0
other:
  %s = add i32 %x, %y
  ret i32 %s
}
