; EXPECT: not-refines
; A target promising more dereferenceable bytes than the source is less
; defined: a pointer to exactly 4 bytes satisfies the source and violates
; the target's attribute (LangRef `dereferenceable`; Alive2
; attrs/dereferenceable-increase). Only a buffer of exactly the size the
; source promises shows it.

define i32 @src(ptr dereferenceable(4) %p) {
  ret i32 0
}

define i32 @tgt(ptr dereferenceable(8) %p) {
  ret i32 0
}
