; EXPECT: not-refines
; Only the lane that holds the captures(none) argument is poison (see
; nocapture-lane-returned): lane 0 of the source is null, and the target
; makes it poison.

define <2 x ptr> @src(ptr captures(none) %p) {
  %v = insertelement <2 x ptr> zeroinitializer, ptr %p, i32 1
  ret <2 x ptr> %v
}

define <2 x ptr> @tgt(ptr captures(none) %p) {
  %poison = getelementptr inbounds i8, ptr null, i64 1
  %v = insertelement <2 x ptr> zeroinitializer, ptr %poison, i32 0
  ret <2 x ptr> %v
}
