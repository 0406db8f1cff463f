; Mutant of instcombine/add-nsw-chain.tgt.ll (opt-22 -S -passes='instcombine' add-nsw-chain.src.ll),
; edited by hand: a poison flag added: `add nsw nuw i8 %x, 7`.
source_filename = "add-nsw-chain.src.ll"

define i8 @f(i8 %x) {
  %b = add nuw nsw i8 %x, 7
  ret i8 %b
}
