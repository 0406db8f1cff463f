; EXPECT: not-refines
; FROM: gvn/narrow-forward
; Mutant of gvn/narrow-forward: a poison flag added: `lshr exact i32 %v, 8` in the forwarded byte 1.
; A nonzero low byte of %v is shifted out, so the mutant's byte is poison.

define i8 @f(ptr noundef %p, i32 %v) {
  store i32 %v, ptr %p
  %lo = load i8, ptr %p
  %q = getelementptr inbounds i8, ptr %p, i64 1
  %b1 = load i8, ptr %q
  %r = xor i8 %lo, %b1
  ret i8 %r
}
