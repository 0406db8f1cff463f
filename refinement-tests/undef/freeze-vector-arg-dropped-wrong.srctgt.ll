; EXPECT: not-refines
; The source freezes a <2 x i32> argument and returns it at once; the target
; drops the freeze. For an argument with a poison or undef lane the target
; returns that lane poison or undef where every source run returns a defined
; lane: one sampled value of each lane's freeze stands for all of them,
; because nothing but the entry's `ret` reads them (semantics/undef.md,
; [refine-frozen-return]; alive-tv: "Target's return value is more
; undefined").

define <2 x i32> @src(<2 x i32> %x) {
  %f = freeze <2 x i32> %x
  ret <2 x i32> %f
}

define <2 x i32> @tgt(<2 x i32> %x) {
  ret <2 x i32> %x
}
