; EXPECT: not-refines
; Folding `vscale * 4` (the lane count of <vscale x 4 x i32>) to 4 holds
; only at vscale 1: without `vscale_range` the check also runs vscale 2,
; where the source returns 8 (semantics/vector.md "Scalable vectors").

define i64 @src() {
  %v = call i64 @llvm.vscale.i64()
  %r = shl i64 %v, 2
  ret i64 %r
}

define i64 @tgt() {
  ret i64 4
}
