; EXPECT: not-refines
; ARGS: --model taming
; Load combining: two adjacent bytes x and y (each may be poison),
; read by two i8 loads in src and by one i16 load split in two.
;
; With y poison the i16 is poison as a whole, and so is x.
; See paper-notes/bitfields.md.

define { i8, i8 } @src(i8 %x0, i8 %y0) {
  %p = alloca [2 x i8], align 2
  %py = getelementptr i8, ptr %p, i64 1
  store i8 %x0, ptr %p, align 2
  store i8 %y0, ptr %py, align 1
  %x = load i8, ptr %p, align 2
  %y = load i8, ptr %py, align 1
  %r0 = insertvalue { i8, i8 } poison, i8 %x, 0
  %r = insertvalue { i8, i8 } %r0, i8 %y, 1
  ret { i8, i8 } %r
}

define { i8, i8 } @tgt(i8 %x0, i8 %y0) {
  %p = alloca [2 x i8], align 2
  %py = getelementptr i8, ptr %p, i64 1
  store i8 %x0, ptr %p, align 2
  store i8 %y0, ptr %py, align 1
  %w = load i16, ptr %p, align 2
  %x = trunc i16 %w to i8
  %hi = lshr i16 %w, 8
  %y = trunc i16 %hi to i8
  %r0 = insertvalue { i8, i8 } poison, i8 %x, 0
  %r = insertvalue { i8, i8 } %r0, i8 %y, 1
  ret { i8, i8 } %r
}
