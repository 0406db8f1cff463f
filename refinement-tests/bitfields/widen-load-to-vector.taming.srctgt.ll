; EXPECT: refines
; ARGS: --model taming
; Load widening: a load of lo in struct { short lo, hi; } (lo = %lo,
; hi = %hi, each may be poison) widened to the whole word,
; loaded as a <2 x i16> (the thesis, 3.2.4).
;
; Element 0 of the <2 x i16> is lo alone, whatever hi is.
; See paper-notes/bitfields.md.

define i16 @src(i16 %lo, i16 %hi) {
  %p = alloca { i16, i16 }, align 4
  %ph = getelementptr { i16, i16 }, ptr %p, i32 0, i32 1
  store i16 %lo, ptr %p, align 4
  store i16 %hi, ptr %ph, align 2
  %r = load i16, ptr %p, align 4
  ret i16 %r
}

define i16 @tgt(i16 %lo, i16 %hi) {
  %p = alloca { i16, i16 }, align 4
  %ph = getelementptr { i16, i16 }, ptr %p, i32 0, i32 1
  store i16 %lo, ptr %p, align 4
  store i16 %hi, ptr %ph, align 2
  %w = load <2 x i16>, ptr %p, align 4
  %r = extractelement <2 x i16> %w, i32 0
  ret i16 %r
}
