; EXPECT: not-refines
; Without captures(none), ptrtoint of the argument is its address.

define i64 @src(ptr %p) {
  %v = ptrtoint ptr %p to i64
  %m = and i64 %v, 7
  ret i64 %m
}

define i64 @tgt(ptr %p) {
  unreachable
}
