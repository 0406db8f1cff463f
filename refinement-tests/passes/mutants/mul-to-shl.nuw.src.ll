; EXPECT: not-refines
; FROM: instcombine/mul-to-shl
; Mutant of instcombine/mul-to-shl: a poison flag added: `shl nuw i16 %y, 4` where the source's `mul i16 %y, 16` had no flag.
; For %y = 4096 the shift loses set bits: poison in the mutant.

define i16 @f(i16 %x, i16 %y) {
  %a = mul nuw i16 %x, 8
  %b = mul i16 %y, 16
  %s = add i16 %a, %b
  ret i16 %s
}
