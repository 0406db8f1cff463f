; EXPECT: refines
; With `vscale_range(2,2)` vscale is 2, so InstCombine may fold
; `llvm.vscale` to 2 (LangRef "Function Attributes", `vscale_range`).

define i64 @src() vscale_range(2,2) {
  %v = call i64 @llvm.vscale.i64()
  %r = shl i64 %v, 2
  ret i64 %r
}

define i64 @tgt() vscale_range(2,2) {
  ret i64 8
}
