; EXPECT: refines
; Stored in a global and overwritten before the function returns: no
; capture (LangRef "Pointer Capture": "%b isn't captured because the stored
; value is overwritten"), so dropping the first store refines.

@slot = global ptr null

define void @src(ptr captures(none) %p) {
  store ptr %p, ptr @slot
  store ptr null, ptr @slot
  ret void
}

define void @tgt(ptr captures(none) %p) {
  store ptr null, ptr @slot
  ret void
}
