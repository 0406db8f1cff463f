; EXPECT: refines
; A captures(none) argument put in lane 1 of a returned vector: that lane
; is poison (Alive2's attrs/nocapture.src f5), whatever the argument; lane
; 0 stays undef.

define <2 x ptr> @src(ptr captures(none) %p) {
  %v = insertelement <2 x ptr> undef, ptr %p, i32 1
  ret <2 x ptr> %v
}

define <2 x ptr> @tgt(ptr captures(none) %p) {
  %poison = getelementptr inbounds i8, ptr null, i64 1
  %v = insertelement <2 x ptr> undef, ptr %poison, i32 1
  ret <2 x ptr> %v
}
