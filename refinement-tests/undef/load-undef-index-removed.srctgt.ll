; EXPECT: refines
; The source stores through a pointer whose index has an undef bit (two
; possible addresses: not a well-defined value), which is UB (LangRef
; "'store' Instruction"; semantics/memory.md, [gep-undef-address]), so the
; target may do anything, here return 42 without touching memory. With the
; index frozen first the source would be defined and this would not refine
; (see load-undef-index-frozen-wrong).

define i8 @src(i8 %x) {
  %p = alloca [2 x i8]
  %idx = and i64 undef, 1
  %q = getelementptr [2 x i8], ptr %p, i64 0, i64 %idx
  store i8 %x, ptr %q
  ret i8 %x
}

define i8 @tgt(i8 %x) {
  ret i8 42
}
