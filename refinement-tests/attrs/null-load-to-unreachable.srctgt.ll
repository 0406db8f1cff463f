; EXPECT: refines
; Without `null_pointer_is_valid` a load of null is UB (LangRef "'load'
; Instruction" and "Pointer Aliasing Rules": null points to no object;
; semantics/memory.md, [acc-null]), so the target may be `unreachable`.
; With the attribute it may not (null-valid-load-to-unreachable-wrong).

define i8 @src() {
  %v = load i8, ptr null
  ret i8 %v
}

define i8 @tgt() {
  unreachable
}
