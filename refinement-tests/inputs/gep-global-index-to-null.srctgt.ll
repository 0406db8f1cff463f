; EXPECT: not-refines
; A `getelementptr` without `inbounds` may leave its object (LangRef
; `getelementptr`): an index of minus the global's address gives address
; 0, equal to null (Alive2's ptrcmp/gep-zero), so folding the compare to
; false is wrong. Found by the index that cancels a global's address.

@glb = global i8 0

define i1 @src(i64 %idx) {
  %p = getelementptr i8, ptr @glb, i64 %idx
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i1 @tgt(i64 %idx) {
  ret i1 false
}
