; EXPECT: refines
; A pointer computed by getelementptr from a captures(none) argument is
; based on it (LangRef "Pointer Aliasing Rules") and captured when stored
; in a global, whatever the argument (null, undef): the source has UB, so
; the target may store poison (Alive2's attrs/nocapture.src f2).

@x = global ptr null

define void @src(ptr captures(none) %p0) {
  %p = getelementptr i8, ptr %p0, i32 1
  store ptr %p, ptr @x
  ret void
}

define void @tgt(ptr captures(none) %p0) {
  %poison = getelementptr inbounds i8, ptr null, i64 1
  store ptr %poison, ptr @x
  ret void
}
