; EXPECT: not-refines
; Folding `fadd %x, 0.0` to `%x` is wrong for %x = -0.0: -0.0 + 0.0 is
; +0.0 in round-to-nearest (LangRef "'fadd' Instruction" and "Floating-Point
; Semantics": IEEE-754 arithmetic). Here %x is a `double` loaded at offset 8
; of a pointer parameter: random buffer bytes almost never hold -0.0's
; pattern there; the buffers whose loaded elements hold floating-point
; boundaries (refine/elements.rs) do.
; alive-tv: Transformation doesn't verify.

define double @src(ptr %p) {
  %g = getelementptr inbounds i8, ptr %p, i64 8
  %x = load double, ptr %g, align 8
  %r = fadd double %x, 0.0
  ret double %r
}

define double @tgt(ptr %p) {
  %g = getelementptr inbounds i8, ptr %p, i64 8
  %x = load double, ptr %g, align 8
  ret double %x
}
