; EXPECT: not-refines
; The target leaves a pointer based on a captures(none) argument in a
; global when it returns: the caller can read it back, a capture the attribute forbids, UB
; (Alive2: Memory::checkNocapture at return; attrs/nocapture-fail). The
; source stores null.

@slot = global ptr null

define void @src(ptr captures(none) %p) {
  store ptr null, ptr @slot
  ret void
}

define void @tgt(ptr captures(none) %p) {
  %q = getelementptr i8, ptr %p, i64 2
  store ptr %q, ptr @slot
  ret void
}
