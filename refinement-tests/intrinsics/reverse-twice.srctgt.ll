; EXPECT: refines
; Reversing twice is the identity, poison and undef lanes included.
define <4 x i8> @src(<4 x i8> %v) {
  %a = call <4 x i8> @llvm.vector.reverse.v4i8(<4 x i8> %v)
  %b = call <4 x i8> @llvm.vector.reverse.v4i8(<4 x i8> %a)
  ret <4 x i8> %b
}

define <4 x i8> @tgt(<4 x i8> %v) {
  ret <4 x i8> %v
}

declare <4 x i8> @llvm.vector.reverse.v4i8(<4 x i8>)
