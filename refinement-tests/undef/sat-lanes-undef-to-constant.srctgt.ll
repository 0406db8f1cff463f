; EXPECT: refines
; Each lane of a vector undef is resolved separately (LangRef "Undefined
; Values"), so `ssub.sat(undef, <10, 20>)` may give <0, -7> (lanes 10 and
; 13): the constant the target folds to is one of the source's values.
; alive-tv: correct. The source has 2^16 resolutions and its depth-first
; search varies only the last lane within its run budget; llsem finds the
; match by changing one resolution at a time toward the target's value
; (src/refine/search.rs, `coordinate`), as for InstSimplify's
; saturating-add-sub.ll tests.

declare <2 x i8> @llvm.ssub.sat.v2i8(<2 x i8>, <2 x i8>)

define <2 x i8> @src() {
  %x = call <2 x i8> @llvm.ssub.sat.v2i8(<2 x i8> undef, <2 x i8> <i8 10, i8 20>)
  ret <2 x i8> %x
}

define <2 x i8> @tgt() {
  ret <2 x i8> <i8 0, i8 -7>
}
