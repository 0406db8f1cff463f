; EXPECT: not-refines
; umul-sign-check-i8.srctgt.ll with a wrong target: `a | b != 0` for the
; overflow check. For %a undef and %b = 0 the source's product is 0 and
; never overflows (the bit read alone is `false`: [with-ov-fields]), so it
; returns false, where the target's `or undef, 0` may be non-zero
; (alive-tv 22: return value more undefined).

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
  %h = or i8 %a, %b
  %overflow.1 = icmp ne i8 %h, 0
  store i8 %mul, ptr %ptr, align 1
  ret i1 %overflow.1
}
