; EXPECT: not-refines
; Alive2 asm/gep_mem read as LLVM IR (alive-tv without -tgt-is-asm:
; incorrect). The source stores a pointer (with its provenance) to the
; external @G; the target loads the same bytes as an i64 and stores the
; integer, which has no provenance (LangRef "Pointer Aliasing Rules": a
; pointer value carries the provenance it is based on; an integer does not
; (`ptrtoint`/`inttoptr` sections)). With %0 holding @G's own address, @G's
; final bytes differ in provenance. The counterexample needs a buffer
; holding the address of an external global.

@G = external global ptr, align 8

define void @src(ptr %0) {
  %p = load ptr, ptr %0, align 8
  %q = getelementptr i8, ptr %p, i64 8
  store ptr %q, ptr @G, align 8
  ret void
}

define void @tgt(ptr %0) {
  %i = load i64, ptr %0, align 8
  %j = add i64 %i, 8
  store i64 %j, ptr @G, align 8
  ret void
}
