; EXPECT: not-refines
; FROM: instcombine/select-bool-arith
; Mutant of instcombine/select-bool-arith: a poison flag added: `zext nneg i1 %c`.
; As a signed i1, true is -1, so `nneg` makes the mutant's zext of true
; poison.

define i32 @f(i1 %c, i1 %d, i32 %x) {
  %a = select i1 %c, i32 1, i32 0
  %b = select i1 %d, i32 -1, i32 0
  %s = add i32 %a, %x
  %r = add i32 %s, %b
  ret i32 %r
}
