; EXPECT: refines
; gep-sext-index-signmask-rewritten-wrong with `add nsw i32 %n, 16` as the
; second index: sext(n + 16) = sext(n) + 16 when the add does not wrap
; (LangRef "add": nsw makes signed overflow poison), so the rewrite to the
; first address plus 64 bytes is right; the roomy inputs (a pointer in the
; middle of a 2^34-byte block) find nothing.

define void @src(ptr %p, i32 %n, float %r) {
  %i1 = sext i32 %n to i64
  %g1 = getelementptr float, ptr %p, i64 %i1
  store float %r, ptr %g1, align 4
  %x = add nsw i32 %n, 16
  %i2 = sext i32 %x to i64
  %g2 = getelementptr float, ptr %p, i64 %i2
  store float %r, ptr %g2, align 4
  ret void
}

define void @tgt(ptr %p, i32 %n, float %r) {
  %i1 = sext i32 %n to i64
  %g1 = getelementptr float, ptr %p, i64 %i1
  store float %r, ptr %g1, align 4
  %g2 = getelementptr i8, ptr %g1, i64 64
  store float %r, ptr %g2, align 4
  ret void
}
