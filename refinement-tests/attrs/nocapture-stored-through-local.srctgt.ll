; EXPECT: refines
; The captures(none) argument stored in a local, loaded back and stored in
; a global: the loaded pointer is the argument's copy, so the global holds
; it when the function returns (UB, whatever the argument), as in the
; target SROA would make (see nocapture-value-stored-any-value). The
; target may store poison.

@x = global ptr null

define void @src(ptr captures(none) %p) {
  %a = alloca ptr
  store ptr %p, ptr %a
  %q = load ptr, ptr %a
  store ptr %q, ptr @x
  ret void
}

define void @tgt(ptr captures(none) %p) {
  %poison = getelementptr inbounds i8, ptr null, i64 1
  store ptr %poison, ptr @x
  ret void
}
