; EXPECT: refines
; Lowering the alignment a load assumes is always allowed.

define i8 @src(ptr %p) {
  %v = load i8, ptr %p, align 4
  ret i8 %v
}

define i8 @tgt(ptr %p) {
  %v = load i8, ptr %p, align 1
  ret i8 %v
}
