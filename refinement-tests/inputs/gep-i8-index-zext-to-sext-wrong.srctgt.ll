; EXPECT: not-refines
; An `i8` index zero-extended in the source and sign-extended in the
; target (the shape of LLVM PR31243, an SLP vectorizer bug): for an index
; of 128 or more the target reads 256 bytes lower. Only a buffer with room
; on both sides of the pointer, holding bytes that differ 256 apart, shows
; it (refine/inputs.rs, `index_reach` and `spread_pattern`).

define i8 @src(i8 %v, ptr %ptr) {
  %i = zext i8 %v to i32
  %p = getelementptr inbounds i8, ptr %ptr, i32 %i
  %l = load i8, ptr %p
  ret i8 %l
}

define i8 @tgt(i8 %v, ptr %ptr) {
  %i = sext i8 %v to i32
  %p = getelementptr inbounds i8, ptr %ptr, i32 %i
  %l = load i8, ptr %p
  ret i8 %l
}
