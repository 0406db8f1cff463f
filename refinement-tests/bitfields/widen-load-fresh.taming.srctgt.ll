; EXPECT: not-refines
; ARGS: --model taming
; Load widening on fresh memory: struct { short lo, hi; } with only lo
; written (hi is uninitialized: poison); the load of lo widened to
; an i32 load and a truncation.
;
; hi is poison: the i32 is poison as a whole, and so is lo.
; See paper-notes/bitfields.md.

define i16 @src(i16 noundef %lo) {
  %p = alloca { i16, i16 }, align 4
  store i16 %lo, ptr %p, align 4
  %r = load i16, ptr %p, align 4
  ret i16 %r
}

define i16 @tgt(i16 noundef %lo) {
  %p = alloca { i16, i16 }, align 4
  store i16 %lo, ptr %p, align 4
  %w = load i32, ptr %p, align 4
  %r = trunc i32 %w to i16
  ret i16 %r
}
