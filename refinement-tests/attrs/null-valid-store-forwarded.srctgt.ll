; EXPECT: refines
; null-valid-store-forwarded-past-alias-wrong with the two stores swapped:
; the store of 2 at null is the last write before the reload, whatever %p
; is (null included), so forwarding the 2 is right under
; `null_pointer_is_valid` (semantics/memory.md, [acc-null-valid]).

define i8 @src(ptr %p) null_pointer_is_valid {
  store i8 3, ptr %p
  store i8 2, ptr null
  %v = load i8, ptr null
  ret i8 %v
}

define i8 @tgt(ptr %p) null_pointer_is_valid {
  store i8 3, ptr %p
  store i8 2, ptr null
  ret i8 2
}
