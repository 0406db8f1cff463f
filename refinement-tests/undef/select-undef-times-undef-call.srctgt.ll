; EXPECT: refines
; InstCombine's mul-pow2.ll @mul_selectp2_x_multiuse_fixme (opt-22
; -passes=instcombine): `mul (select %c, 2, 4), %x` becomes `shl %x,
; (select %c, 1, 2)`, and %s still goes to a call. With %c and %x undef the
; target may pass 4 to the call and return `shl undef, 1` (every even
; value): its two selects are two uses of %c. So may the source: its `mul`
; and its call are two uses of %s, and the `mul`'s set, over both arms with
; %x a cube, is the union of `mul 2, undef` and `mul 4, undef`, every even
; value (semantics/undef.md, [undef-derived]: operands with few undef bits
; filled, the others kept as cubes). Inconclusive through session 14: the
; 9 undef bits were only sampled. alive-tv: correct.

declare void @use_i8(i8)

define i8 @src(i8 %x, i1 %c) {
  %s = select i1 %c, i8 2, i8 4
  %r = mul i8 %s, %x
  call void @use_i8(i8 %s)
  ret i8 %r
}

define i8 @tgt(i8 %x, i1 %c) {
  %s = select i1 %c, i8 2, i8 4
  %1 = select i1 %c, i8 1, i8 2
  %r = shl i8 %x, %1
  call void @use_i8(i8 %s)
  ret i8 %r
}
