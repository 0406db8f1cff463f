; EXPECT: not-refines
; With `null_pointer_is_valid` a load of null is an ordinary load (LangRef
; "Function Attributes": the null address "is considered to be a valid
; address for memory loads and stores"; semantics/memory.md,
; [acc-null-valid]), so replacing it with `unreachable` adds UB. Without
; the attribute the same replacement refines (null-load-to-unreachable).
; alive-tv: "Source is more defined than target".

define i8 @src() null_pointer_is_valid {
  %v = load i8, ptr null
  ret i8 %v
}

define i8 @tgt() null_pointer_is_valid {
  unreachable
}
