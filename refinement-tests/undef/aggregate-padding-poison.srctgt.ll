; EXPECT: not-refines
; But not poison: undef padding is more defined than poison, so a target
; returning poison for the padding byte does not refine (Alive2's
; memory/aggregate-padding reads padding as poison and says it does;
; llsem follows LangRef's wording, decision 0006).

@glb = global {i8, i32} zeroinitializer, align 4

define i8 @src() {
  store {i8, i32} { i8 1, i32 2 }, ptr @glb, align 4
  %p = getelementptr i8, ptr @glb, i64 1
  %v = load i8, ptr %p
  ret i8 %v
}

define i8 @tgt() {
  store {i8, i32} { i8 1, i32 2 }, ptr @glb, align 4
  ret i8 poison
}
