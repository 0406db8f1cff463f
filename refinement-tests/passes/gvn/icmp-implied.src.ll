; EXPECT: refines
; A comparison repeated under the branch that tested it is known true
; there, and its inverse false.

define i8 @f(i8 %a, i8 %b) {
entry:
  %lt = icmp slt i8 %a, %b
  br i1 %lt, label %then, label %else
then:
  %again = icmp slt i8 %a, %b
  %s = select i1 %again, i8 1, i8 2
  ret i8 %s
else:
  %inv = icmp slt i8 %a, %b
  %t = select i1 %inv, i8 3, i8 4
  ret i8 %t
}
