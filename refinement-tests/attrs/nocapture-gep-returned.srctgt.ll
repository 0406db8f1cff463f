; EXPECT: refines
; Returning a pointer based on a captures(none) argument captures it
; through the return value; the result is poison (Alive2:
; check_ret_attributes), also for a null or undef argument, so the target
; may return poison (Alive2's attrs/nocapture.src f4).

define ptr @src(ptr captures(none) %p) {
  %p2 = getelementptr i8, ptr %p, i32 1
  ret ptr %p2
}

define ptr @tgt(ptr captures(none) %p) {
  %poison = getelementptr inbounds i8, ptr null, i64 1
  ret ptr %poison
}
