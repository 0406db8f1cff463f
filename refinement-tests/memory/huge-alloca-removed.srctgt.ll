; EXPECT: refines
; A 4 GiB alloca that only two bytes of are used (SROA/pr26972 has one that
; is never used): an allocation costs what it holds, not what it could hold,
; so the check is not stopped by the memory bound. SROA-like removal of the
; alloca keeps the value the program sees.

define i16 @src(i16 %x) {
  %a = alloca [1073741825 x i32], align 16
  %p = getelementptr inbounds i8, ptr %a, i64 4294967296
  store i16 %x, ptr %p, align 2
  %v = load i16, ptr %p, align 2
  ret i16 %v
}

define i16 @tgt(i16 %x) {
  ret i16 %x
}
