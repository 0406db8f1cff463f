; EXPECT: refines
; Storing a captures(none) argument in a global the caller can read is a
; capture (LangRef "Pointer Capture": "any bit of the pointer carrying
; information" stored where the caller can read it after the call), UB
; when the function returns (Alive2: Memory::checkNocapture), whatever the
; argument's value: null and undef too (the taint rides on the value, as
; Alive2's nocapture bit does). So the target may store poison
; (Alive2's attrs/nocapture.src f1).

@x = global ptr null

define void @src(ptr captures(none) %p) {
  store ptr %p, ptr @x
  ret void
}

define void @tgt(ptr captures(none) %p) {
  %poison = getelementptr inbounds i8, ptr null, i64 1
  store ptr %poison, ptr @x
  ret void
}
