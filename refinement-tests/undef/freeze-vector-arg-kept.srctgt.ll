; EXPECT: refines
; The correct variant of freeze-vector-arg-dropped-wrong: the target keeps
; the freeze and adds an operation that changes no value (both sides'
; freezes are sampled; alive-tv: correct).

define <2 x i32> @src(<2 x i32> %x) {
  %f = freeze <2 x i32> %x
  ret <2 x i32> %f
}

define <2 x i32> @tgt(<2 x i32> %x) {
  %f = freeze <2 x i32> %x
  %r = xor <2 x i32> %f, zeroinitializer
  ret <2 x i32> %r
}
