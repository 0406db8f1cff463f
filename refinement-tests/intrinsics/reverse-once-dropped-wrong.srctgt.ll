; EXPECT: not-refines
; Dropping a single reverse changes the lane order.
define <4 x i8> @src(<4 x i8> %v) {
  %a = call <4 x i8> @llvm.vector.reverse.v4i8(<4 x i8> %v)
  ret <4 x i8> %a
}

define <4 x i8> @tgt(<4 x i8> %v) {
  ret <4 x i8> %v
}

declare <4 x i8> @llvm.vector.reverse.v4i8(<4 x i8>)
