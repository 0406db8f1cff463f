; EXPECT: refines
; Nested ifs become one branch on a poison-safe logical and.

define i8 @f(i8 %x, i8 %y) {
entry:
  %a = icmp ult i8 %x, 10
  br i1 %a, label %test2, label %no
test2:
  %b = icmp ult i8 %y, 10
  br i1 %b, label %yes, label %no
yes:
  ret i8 1
no:
  ret i8 0
}
