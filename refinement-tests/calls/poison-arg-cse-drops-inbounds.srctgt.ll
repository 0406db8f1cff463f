; EXPECT: refines
; EarlyCSE (LLVM's EarlyCSE/flags.ll
; test_inbounds_program_not_ub_if_first_gep_poison): the inbounds GEP may be
; poison, the plain one is not; merging them keeps the plain one. With a
; freed base and an offset out of its bounds, the target's first call may
; read the dead block (UB); so may the source's, given poison (decision
; 0013, "Refined inputs"). alive-tv --disable-undef-input
; --disable-poison-input: correct.

declare void @use(ptr)

define void @src(ptr %p, i64 %n) {
  %a = getelementptr inbounds i8, ptr %p, i64 %n
  call void @use(ptr %a)
  %b = getelementptr i8, ptr %p, i64 %n
  call void @use(ptr %b)
  ret void
}

define void @tgt(ptr %p, i64 %n) {
  %a = getelementptr i8, ptr %p, i64 %n
  call void @use(ptr %a)
  call void @use(ptr %a)
  ret void
}
