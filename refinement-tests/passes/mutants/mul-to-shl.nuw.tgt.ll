; Mutant of instcombine/mul-to-shl.tgt.ll (opt-22 -S -passes='instcombine' mul-to-shl.src.ll),
; edited by hand: a poison flag added: `shl nuw i16 %y, 4` where the source's `mul i16 %y, 16` had no flag.
source_filename = "mul-to-shl.src.ll"

define i16 @f(i16 %x, i16 %y) {
  %a = shl nuw i16 %x, 3
  %b = shl nuw i16 %y, 4
  %s = add i16 %a, %b
  ret i16 %s
}
