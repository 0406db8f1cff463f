; EXPECT: refines
; Forwarding a stored scalable vector to a load of its first lanes as a
; fixed vector (InstCombine's load-store-forward.ll): the load reads
; lanes 0-3 of what was stored under every vscale checked.

define <4 x i32> @src(ptr %p, <vscale x 4 x i32> %v) vscale_range(1,16) {
  store <vscale x 4 x i32> %v, ptr %p
  %r = load <4 x i32>, ptr %p
  ret <4 x i32> %r
}

define <4 x i32> @tgt(ptr %p, <vscale x 4 x i32> %v) vscale_range(1,16) {
  store <vscale x 4 x i32> %v, ptr %p
  %r = call <4 x i32> @llvm.vector.extract.v4i32.nxv4i32(<vscale x 4 x i32> %v, i64 0)
  ret <4 x i32> %r
}
