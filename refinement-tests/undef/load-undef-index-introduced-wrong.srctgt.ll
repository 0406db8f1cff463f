; EXPECT: not-refines
; The target loads through `getelementptr [2 x i8], ptr %p, i64 0, i64 (and
; undef, 1)`: a pointer with two possible addresses, so not a well-defined
; value, and the load is UB (LangRef "'load' Instruction": "If <pointer> is
; not a well-defined value, the behavior is undefined"; semantics/memory.md,
; [gep-undef-address]). The source returns 0: the target is less defined
; (alive-tv: "Source is more defined than target"; after Alive2's
; undef/load-undefidx, LLVM review D95238).

define i8 @src() {
  ret i8 0
}

define i8 @tgt() {
  %p = alloca [2 x i8]
  store [2 x i8] zeroinitializer, ptr %p
  %idx = and i64 undef, 1
  %q = getelementptr [2 x i8], ptr %p, i64 0, i64 %idx
  %v = load i8, ptr %q
  ret i8 %v
}
