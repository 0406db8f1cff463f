; EXPECT: refines
; ARGS: --model llvm
; Load combining: two adjacent bytes x and y (each may be poison or undef),
; read by two i8 loads in src and by one <2 x i8> load (the thesis, 3.2.4).
;
; Each element of the <2 x i8> is one byte, poison or not.
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
  %w = load <2 x i8>, ptr %p, align 2
  %x = extractelement <2 x i8> %w, i32 0
  %y = extractelement <2 x i8> %w, i32 1
  %r0 = insertvalue { i8, i8 } poison, i8 %x, 0
  %r = insertvalue { i8, i8 } %r0, i8 %y, 1
  ret { i8, i8 } %r
}
