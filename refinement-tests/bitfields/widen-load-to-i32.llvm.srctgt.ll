; EXPECT: not-refines
; ARGS: --model llvm
; Load widening: a load of lo in struct { short lo, hi; } (lo = %lo,
; hi = %hi, each may be poison or undef) widened to the whole word,
; loaded as an i32 and truncated.
;
; With hi poison the i32 is poison as a whole, and so is its low half.
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
  %w = load i32, ptr %p, align 4
  %r = trunc i32 %w to i16
  ret i16 %r
}
