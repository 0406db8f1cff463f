; EXPECT: refines
; A select of the captures(none) argument stored in a global captures it
; where the select takes the argument (UB there): the target stores
; poison on that side only.

@x = global ptr null

define void @src(ptr captures(none) %p, i1 %c) {
  %q = select i1 %c, ptr %p, ptr null
  store ptr %q, ptr @x
  ret void
}

define void @tgt(ptr captures(none) %p, i1 %c) {
  %poison = getelementptr inbounds i8, ptr null, i64 1
  %q = select i1 %c, ptr %poison, ptr null
  store ptr %q, ptr @x
  ret void
}
