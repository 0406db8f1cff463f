; Per-bit poison in memory (the value-wise-poison thesis, Figure 3.1):
; storing a <8 x i1> with one poison element poisons exactly one bit of the
; byte. Read back as <8 x i1>, only that element is poison; read as i8, the
; whole byte is (an integer with any poison bit is poison).
;
;   llsem run per-bit-poison.ll --entry as_vector   ; <8 x i1> <i1 true, i1 false, i1 poison, ...>
;   llsem run per-bit-poison.ll --entry as_byte     ; i8 poison
;   llsem run per-bit-poison.ll --entry other_byte  ; i8 7: the neighbouring byte is untouched
;
; RUN: @as_vector() => <8 x i1> <i1 true, i1 false, i1 poison, i1 true, i1 false, i1 false, i1 false, i1 false>
; RUN: @as_byte() => i8 poison
; RUN: @other_byte() => i8 7

define <8 x i1> @as_vector() {
  %p = alloca i8
  store <8 x i1> <i1 true, i1 false, i1 poison, i1 true, i1 false, i1 false, i1 false, i1 false>, ptr %p
  %v = load <8 x i1>, ptr %p
  ret <8 x i1> %v
}

define i8 @as_byte() {
  %p = alloca i8
  store <8 x i1> <i1 true, i1 false, i1 poison, i1 true, i1 false, i1 false, i1 false, i1 false>, ptr %p
  %v = load i8, ptr %p
  ret i8 %v
}

define i8 @other_byte() {
  %p = alloca [2 x i8]
  %q = getelementptr inbounds i8, ptr %p, i64 1
  store i8 7, ptr %q
  store <8 x i1> <i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison>, ptr %p
  %v = load i8, ptr %q
  ret i8 %v
}
