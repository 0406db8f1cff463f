; EXPECT: not-refines
; FROM: instcombine/add-nsw-chain
; Mutant of instcombine/add-nsw-chain: a poison flag added: `add nsw nuw i8 %x, 7`.
; For %x = -1 the source computes 6 without signed overflow, the mutant's
; unsigned overflow makes it poison.

define i8 @f(i8 %x) {
  %a = add nsw i8 %x, 3
  %b = add nsw i8 %a, 4
  ret i8 %b
}
