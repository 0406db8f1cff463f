; EXPECT: not-refines
; As load-undef-index-removed, but the source freezes the undef first: the
; index is then one defined value, the store is defined, and the source
; returns %x; a target returning 42 is wrong (LangRef "'freeze'
; Instruction"; semantics/memory.md, [gep-undef-address] applies only to
; pointers whose address has undef bits).

define i8 @src(i8 %x) {
  %p = alloca [2 x i8]
  %u = freeze i1 undef
  %idx = zext i1 %u to i64
  %q = getelementptr [2 x i8], ptr %p, i64 0, i64 %idx
  store i8 %x, ptr %q
  ret i8 %x
}

define i8 @tgt(i8 %x) {
  ret i8 42
}
