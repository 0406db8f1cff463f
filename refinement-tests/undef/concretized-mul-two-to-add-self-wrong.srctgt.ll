; EXPECT: not-refines
; mul %x, 2 -> add %x, %x: for an undef %x the source returns an even value
; (one value of %x, doubled), the target's two uses of %x may differ, so it
; may return an odd one (LangRef "Undefined Values"). Concretized inputs
; (decision 0036) give the source one value per execution, so they never
; allow the target's undef low bit. Alive2: incorrect.

define i32 @src(i32 %x) {
  %r = mul i32 %x, 2
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = add i32 %x, %x
  ret i32 %r
}
