; EXPECT: refines
; ptrtoint of a captures(none) argument observes its address, a capture
; the attribute forbids (LangRef "Pointer Capture": "direct inspection of
; the pointer address (e.g., using ptrtoint)"); Alive2 makes it UB
; (Memory::ptr2int), whatever the argument's value, so the target may be
; anything.

define i64 @src(ptr captures(none) %p) {
  %v = ptrtoint ptr %p to i64
  %m = and i64 %v, 7
  ret i64 %m
}

define i64 @tgt(ptr captures(none) %p) {
  unreachable
}
