; EXPECT: not-refines
; Without noreturn, returning is defined: unreachable is not a refinement.

define void @src(i1 %c) {
  ret void
}

define void @tgt(i1 %c) {
  unreachable
}
