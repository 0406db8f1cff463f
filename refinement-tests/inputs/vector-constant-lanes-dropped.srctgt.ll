; EXPECT: not-refines
; Lanes equal to 1000 are replaced by 0; the target drops the replacement.
; Random lanes almost never hold 1000: found by the vectors whose lanes
; all hold one of the functions' constants (LLVM PR44186 needed lanes
; equal to 1).

define <4 x i32> @src(<4 x i32> %x) {
  %c = icmp eq <4 x i32> %x, splat (i32 1000)
  %r = select <4 x i1> %c, <4 x i32> zeroinitializer, <4 x i32> %x
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %x) {
  ret <4 x i32> %x
}
