; EXPECT: refines
; A store of the captures(none) argument that a later store overwrites
; captures nothing (LangRef "Pointer Capture": "%b isn't captured because
; the stored value is overwritten"), also when the later store writes the
; same bytes (a null argument, then null): adding it refines.

@x = global ptr null

define void @src(ptr captures(none) %p) {
  store ptr null, ptr @x
  ret void
}

define void @tgt(ptr captures(none) %p) {
  store ptr %p, ptr @x
  store ptr null, ptr @x
  ret void
}
