; EXPECT: not-refines
; FROM: simplifycfg/and-of-branches
; Mutant of simplifycfg/and-of-branches: a select/and swap: `and i1 %a, %b` instead of `select i1 %a, i1 %b, i1 false`.
; For %x >= 10 and %y poison the source never tests %y and returns 0; the
; mutant's `and false, poison` is poison, so it returns poison.

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
