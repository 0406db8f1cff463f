; EXPECT: not-refines
; Moving a load of an input buffer past a call without `nofree`: the call
; may free the buffer (LangRef `nofree`), whatever memory it may access, so
; the target's load may be a use after free (Alive2's
; memory/inaccessiblememonly2).

declare void @fn() memory(inaccessiblemem: readwrite) willreturn

define i8 @src(ptr %p) {
  %v = load i8, ptr %p
  call void @fn()
  ret i8 %v
}

define i8 @tgt(ptr %p) {
  call void @fn()
  %v = load i8, ptr %p
  ret i8 %v
}
