; EXPECT: refines
; A pointer loaded from input bytes with undef bits has no provenance (its
; bits are undef) and stands for a set of addresses; `getelementptr`
; without flags adds the offset to each (rule [gep-undef-index]): a cube
; where the undef bits run to the top, else resolved in the stages the
; target's `add` takes, so that the source meets it choice for choice
; (Alive2's asm/gep_mem, returned instead of stored). alive-tv 22: correct.

define i64 @src(ptr %q) {
  %p = load ptr, ptr %q, align 8
  %g = getelementptr i8, ptr %p, i64 8
  %a = ptrtoint ptr %g to i64
  ret i64 %a
}

define i64 @tgt(ptr %q) {
  %i = load i64, ptr %q, align 8
  %a = add i64 %i, 8
  ret i64 %a
}
