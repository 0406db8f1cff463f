; EXPECT: refines
; The correct variant of vector-constant-lanes-dropped: the compare is
; inverted and the arms swapped.

define <4 x i32> @src(<4 x i32> %x) {
  %c = icmp eq <4 x i32> %x, splat (i32 1000)
  %r = select <4 x i1> %c, <4 x i32> zeroinitializer, <4 x i32> %x
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %x) {
  %c = icmp ne <4 x i32> %x, splat (i32 1000)
  %r = select <4 x i1> %c, <4 x i32> %x, <4 x i32> zeroinitializer
  ret <4 x i32> %r
}
