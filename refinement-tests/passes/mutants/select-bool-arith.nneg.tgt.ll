; Mutant of instcombine/select-bool-arith.tgt.ll (opt-22 -S -passes='instcombine' select-bool-arith.src.ll),
; edited by hand: a poison flag added: `zext nneg i1 %c`.
source_filename = "select-bool-arith.src.ll"

define i32 @f(i1 %c, i1 %d, i32 %x) {
  %a = zext nneg i1 %c to i32
  %b = sext i1 %d to i32
  %s = add i32 %x, %a
  %r = add i32 %s, %b
  ret i32 %r
}
