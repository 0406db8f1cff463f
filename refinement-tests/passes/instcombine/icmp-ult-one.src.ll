; EXPECT: refines
; ARGS: --model taming
; `x u< 1` is `x == 0`, and subtracting its `zext` becomes adding its `sext`.
; Checked in the taming model (poison, no undef): in the llvm model, with both
; inputs undef, llsem resolves the source's `sub` of a value with an undef
; low bit early, while the target's `add` stays undef, so that input is
; inconclusive.

define i32 @f(i32 %x, i32 %y) {
  %c = icmp ult i32 %x, 1
  %z = zext i1 %c to i32
  %r = sub i32 %y, %z
  ret i32 %r
}
