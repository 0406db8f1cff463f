; EXPECT: refines
; InstCombine's ashr-demand.ll @ashr_can_be_lshr_2 as opt-22 rewrites it:
; for %a = undef the source's `trunc nsw` reads an operand whose undef
; bits are all below the result's sign bit, so the flag fires for no
; member and the result is the cube of its low bits; the target computes
; the same cube with `shl` and `or` (semantics/undef.md, `trunc nuw`/`nsw`).

define i32 @src(i32 %a) {
  %ext = zext i32 %a to i64
  %or = or i64 %ext, 4278190080
  %shl = shl i64 %or, 34
  %ashr = ashr exact i64 %shl, 32
  %trunc = trunc nsw i64 %ashr to i32
  ret i32 %trunc
}

define i32 @tgt(i32 %a) {
  %1 = shl i32 %a, 2
  %2 = or i32 %1, -67108864
  ret i32 %2
}
