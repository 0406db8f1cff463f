; EXPECT: not-refines
; FROM: gvn/equality-propagation
; Mutant of gvn/equality-propagation: 5 substituted for %x on the wrong arm (where %x != 5).
; The mutant's else arm returns 5 + %y instead of %x + %y.

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
