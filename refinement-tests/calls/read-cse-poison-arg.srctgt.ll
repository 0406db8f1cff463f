; EXPECT: refines
; A call given poison may behave as if given any value: replacing the
; poison argument by 7 is a refinement (the source's call takes the outcome
; of the target's, whose input refines its own).

declare i8 @func(i8) memory(read) willreturn nounwind

define i8 @src() {
  %V = call i8 @func(i8 poison)
  ret i8 %V
}

define i8 @tgt() {
  %V = call i8 @func(i8 7)
  ret i8 %V
}
