; EXPECT: refines
; The captures(none) argument passed to a function of the module that
; stores it in a global: the global holds the argument's copy when the
; entry function returns, as after inlining (UB, whatever the argument;
; see nocapture-value-stored-any-value). The target may store poison.

@x = global ptr null

define internal void @keep(ptr %q) {
  store ptr %q, ptr @x
  ret void
}

define void @src(ptr captures(none) %p) {
  call void @keep(ptr %p)
  ret void
}

define void @tgt(ptr captures(none) %p) {
  %poison = getelementptr inbounds i8, ptr null, i64 1
  store ptr %poison, ptr @x
  ret void
}
