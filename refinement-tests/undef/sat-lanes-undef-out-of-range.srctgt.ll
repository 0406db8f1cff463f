; EXPECT: inconclusive
; sat-lanes-undef-to-constant.srctgt.ll with lane 1 out of reach:
; `ssub.sat(x, 20)` is at most 107, so 110 is no value of the source.
; alive-tv: doesn't verify. llsem's search does not find a match, but
; the source's 2^16 resolutions were not all run, so it says
; inconclusive, never refines.

declare <2 x i8> @llvm.ssub.sat.v2i8(<2 x i8>, <2 x i8>)

define <2 x i8> @src() {
  %x = call <2 x i8> @llvm.ssub.sat.v2i8(<2 x i8> undef, <2 x i8> <i8 10, i8 20>)
  ret <2 x i8> %x
}

define <2 x i8> @tgt() {
  ret <2 x i8> <i8 0, i8 110>
}
