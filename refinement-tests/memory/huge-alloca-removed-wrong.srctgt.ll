; EXPECT: not-refines
; As huge-alloca-removed, but the target returns the byte the store did not
; write (the high byte of the little-endian i16 read back one byte on).

define i16 @src(i16 %x) {
  %a = alloca [1073741825 x i32], align 16
  %p = getelementptr inbounds i8, ptr %a, i64 4294967296
  store i16 %x, ptr %p, align 2
  %v = load i16, ptr %p, align 2
  ret i16 %v
}

define i16 @tgt(i16 %x) {
  %h = lshr i16 %x, 8
  ret i16 %h
}
