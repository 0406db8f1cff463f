; EXPECT: not-refines
; `fcmp oeq %x, %x` is false when %x is a NaN (LangRef "'fcmp'
; Instruction": `oeq` is ordered), so folding it to `true` is wrong. %x is
; the second lane of a loaded `<2 x float>`: random bytes are a NaN there
; about once in 256 draws; the element buffers (refine/elements.rs) put a
; quiet NaN in every loaded lane in turn.
; alive-tv: Transformation doesn't verify.

define i1 @src(ptr %p) {
  %v = load <2 x float>, ptr %p, align 8
  %x = extractelement <2 x float> %v, i32 1
  %c = fcmp oeq float %x, %x
  ret i1 %c
}

define i1 @tgt(ptr %p) {
  ret i1 true
}
