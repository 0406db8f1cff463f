; EXPECT: refines
; InstCombine's usub-overflow-known-by-implied-cond.ll @test2 at i8: under
; `a >= b` the subtraction cannot overflow, so the bit's branch goes and
; the result is `sub nuw` (alive-tv 22: correct). For an undef %b the
; source's guard is a branch on undef (UB); for %a = -1 and %b undef the
; guard holds and the source's result field is its whole set, `-1 - undef`,
; undef ([with-ov-fields]). Inconclusive before session 20 (the call
; resolved %b and the source's runs were approximated).

declare { i8, i1 } @llvm.usub.with.overflow.i8(i8, i8)

define i8 @src(i8 %a, i8 %b) {
  %cond = icmp uge i8 %a, %b
  br i1 %cond, label %bb1, label %bb3

bb1:
  %sub1 = call { i8, i1 } @llvm.usub.with.overflow.i8(i8 %a, i8 %b)
  %r1 = extractvalue { i8, i1 } %sub1, 0
  %c1 = extractvalue { i8, i1 } %sub1, 1
  br i1 %c1, label %bb3, label %bb2

bb2:
  ret i8 %r1

bb3:
  ret i8 0
}

define i8 @tgt(i8 %a, i8 %b) {
  %cond.not = icmp ult i8 %a, %b
  br i1 %cond.not, label %bb3, label %bb2

bb2:
  %sub1 = sub nuw i8 %a, %b
  ret i8 %sub1

bb3:
  ret i8 0
}
