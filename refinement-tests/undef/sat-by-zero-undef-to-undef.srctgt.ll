; EXPECT: refines
; `sadd.sat(undef, undef)` may be any value (x + 0 never saturates), so
; folding it to undef is a refinement; lane by lane for vectors
; (InstSimplify's constant folding, LLVM's
; test/Transforms/InstSimplify/ConstProp/saturating-add-sub.ll).
; alive-tv: correct.

declare <2 x i8> @llvm.sadd.sat.v2i8(<2 x i8>, <2 x i8>)

define <2 x i8> @src() {
  %x = call <2 x i8> @llvm.sadd.sat.v2i8(<2 x i8> undef, <2 x i8> undef)
  ret <2 x i8> %x
}

define <2 x i8> @tgt() {
  ret <2 x i8> undef
}
