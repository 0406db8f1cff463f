; EXPECT: refines
; NaryReassociate's nary-smin.ll @smin_test1 at i8 (the corpus has i32):
; `smin(smin(b, c), a)` becomes `smin(smin(a, b), c)`, reusing the first
; `smin(a, b)`. Correct for defined operands; alive-tv 22 times out even at
; i8. With one undef operand llsem decides it (session 20): min/max put an
; undef operand first, so both sides resolve it in the same stages (sign
; bit, then the rest) and the source's search mirrors the target's
; choices (for b = 0, c = -127 and the target's a = -128 the source's
; second call needs exactly -128). With %b and %c both undef (a = 60)
; the source's 2^16 resolutions are sampled and the target reads one
; resolved `smin(a, undef)` twice (approximated): inconclusive until
; session 21; since then the source also runs on %b and %c concretized to
; the target's choices (decision 0036, [refine-concretized]), the
; execution where each use of %b sees the value the target's one use saw,
; and the pair refines.

declare i8 @llvm.smin.i8(i8, i8)

define i8 @src(i8 %a, i8 %b, i8 %c) {
  %smin1 = call i8 @llvm.smin.i8(i8 %a, i8 %b)
  %smin2 = call i8 @llvm.smin.i8(i8 %b, i8 %c)
  %smin3 = call i8 @llvm.smin.i8(i8 %smin2, i8 %a)
  %res = add i8 %smin1, %smin3
  ret i8 %res
}

define i8 @tgt(i8 %a, i8 %b, i8 %c) {
  %smin1 = call i8 @llvm.smin.i8(i8 %a, i8 %b)
  %smin3.nary = call i8 @llvm.smin.i8(i8 %smin1, i8 %c)
  %res = add i8 %smin1, %smin3.nary
  ret i8 %res
}
