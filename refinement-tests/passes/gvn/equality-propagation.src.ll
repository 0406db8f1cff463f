; EXPECT: refines
; Inside `if (x == 5)`, GVN replaces x by 5.

define i32 @f(i32 %x, i32 %y) {
entry:
  %c = icmp eq i32 %x, 5
  br i1 %c, label %then, label %else
then:
  %a = mul i32 %x, %y
  ret i32 %a
else:
  %b = add i32 %x, %y
  ret i32 %b
}
