; EXPECT: not-refines
; Replacing a load of bytes 16-31 of a stored <vscale x 4 x i32> by poison
; is wrong: `vscale_range(2,4)` makes those bytes lanes 4-7 of what was
; stored. The first value checked (vscale 2) shows it.

define <4 x i32> @src(<vscale x 4 x i32> %v) vscale_range(2,4) {
  %p = alloca <vscale x 4 x i32>
  store <vscale x 4 x i32> %v, ptr %p
  %q = getelementptr i8, ptr %p, i64 16
  %r = load <4 x i32>, ptr %q
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<vscale x 4 x i32> %v) vscale_range(2,4) {
  ret <4 x i32> poison
}
