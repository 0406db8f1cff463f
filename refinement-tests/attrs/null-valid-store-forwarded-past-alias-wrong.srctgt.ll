; EXPECT: not-refines
; The source stores 2 at null, 3 through %p, and reloads null; the target
; forwards the 2. Under `null_pointer_is_valid` null is a valid address of
; an object like any other (semantics/memory.md, [acc-null-valid]), and %p
; may be null itself (LangRef "Pointer Aliasing Rules": without `noalias`
; an argument may point anywhere), so the reload can give 3.
; alive-tv: "Value mismatch".

define i8 @src(ptr %p) null_pointer_is_valid {
  store i8 2, ptr null
  store i8 3, ptr %p
  %v = load i8, ptr null
  ret i8 %v
}

define i8 @tgt(ptr %p) null_pointer_is_valid {
  store i8 2, ptr null
  store i8 3, ptr %p
  ret i8 2
}
