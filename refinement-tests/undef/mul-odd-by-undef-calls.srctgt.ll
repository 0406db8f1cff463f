; EXPECT: refines
; StraightLineStrengthReduce (`slsr,gvn`, LLVM's slsr-mul.ll @or, reduced):
; `(2a + 1) * s` becomes `2a * s + s`. With %a and %s undef the source's
; second product is an odd number times a wholly undef value, which is
; every value (the product by an odd number is a bijection), and the first
; is every even value; the target computes the same two sets (an even
; undef plus a wholly undef value is wholly undef). Decided by the exact
; `mul` of a wholly undef operand (semantics/undef.md); alive-tv times out.

declare void @foo(i32)

define void @src(i32 %a, i32 %s) {
  %b = shl i32 %a, 1
  %mul0 = mul i32 %b, %s
  call void @foo(i32 %mul0)
  %b1 = or i32 %b, 1
  %mul1 = mul i32 %b1, %s
  call void @foo(i32 %mul1)
  ret void
}

define void @tgt(i32 %a, i32 %s) {
  %b = shl i32 %a, 1
  %mul0 = mul i32 %b, %s
  call void @foo(i32 %mul0)
  %mul1 = add i32 %mul0, %s
  call void @foo(i32 %mul1)
  ret void
}
