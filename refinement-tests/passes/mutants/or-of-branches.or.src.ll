; EXPECT: not-refines
; FROM: simplifycfg/or-of-branches
; Mutant of simplifycfg/or-of-branches: a select/and swap: `or i1 %a, %b` instead of `select i1 %a, i1 true, i1 %b`.
; For %x = 0 and %y poison the source returns 0 without testing %y; the
; mutant's `or true, poison` is poison.

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
