; EXPECT: refines
; The copy a byval parameter points to belongs to the caller (LangRef
; byval: "readonly functions should not write to byval parameters"): a
; memory(read) function that writes it has UB.

define i8 @src(ptr byval(i8) %p) memory(read) {
  store i8 3, ptr %p
  ret i8 3
}

define i8 @tgt(ptr byval(i8) %p) memory(read) {
  unreachable
}
