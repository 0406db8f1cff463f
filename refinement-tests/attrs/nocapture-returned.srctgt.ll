; EXPECT: not-refines
; Returning a captures(none) argument captures it through the return value
; (LangRef "Pointer Capture"; only captures(ret: ...) allows it): the
; result is poison (Alive2: check_ret_attributes). So returning %p where
; the source returned the equal %q is more poisonous (Alive2's
; attrs/nocapture-replace).

define ptr @src(ptr captures(none) %p, ptr %q) {
  %c = icmp eq ptr %p, %q
  br i1 %c, label %A, label %B
A:
  ret ptr %q
B:
  ret ptr null
}

define ptr @tgt(ptr captures(none) %p, ptr %q) {
  %c = icmp eq ptr %p, %q
  br i1 %c, label %A, label %B
A:
  ret ptr %p
B:
  ret ptr null
}
