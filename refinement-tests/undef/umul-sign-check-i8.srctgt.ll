; EXPECT: refines
; InstCombine's umul-sign-check.ll @test1 at i8 (the corpus has i64): the
; overflow check `overflow || mul != 0` of `umul.with.overflow` becomes
; `a != 0 && b != 0` (alive-tv 22: correct at i8; it times out at i64).
; For an undef %a the source's two `extractvalue`s are two uses of the
; call's result, each taking its field's whole set ([with-ov-fields] in
; semantics/intrinsics.md, [undef-derived] in undef.md): the bit and
; `mul != 0` are `i1 undef` or decided where the target's are.
; Inconclusive before session 20: the call resolved %a and the reads of
; its one member made the source's runs approximated.

declare { i8, i1 } @llvm.umul.with.overflow.i8(i8, i8)

define i1 @src(i8 %a, i8 %b, ptr %ptr) {
  %res = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 %a, i8 %b)
  %overflow = extractvalue { i8, i1 } %res, 1
  %mul = extractvalue { i8, i1 } %res, 0
  %cmp = icmp ne i8 %mul, 0
  %overflow.1 = or i1 %overflow, %cmp
  store i8 %mul, ptr %ptr, align 1
  ret i1 %overflow.1
}

define i1 @tgt(i8 %a, i8 %b, ptr %ptr) {
  %mul = mul i8 %a, %b
  %1 = icmp ne i8 %a, 0
  %2 = icmp ne i8 %b, 0
  %overflow.1 = and i1 %1, %2
  store i8 %mul, ptr %ptr, align 1
  ret i1 %overflow.1
}
