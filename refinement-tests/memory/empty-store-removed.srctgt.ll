; EXPECT: refines
; Removing `store {} {}` (InstCombine does): the source's store writes no
; byte, and where its pointer is null it is UB, which the target may
; replace with anything.

define void @src(ptr noundef %p) {
  store {} {}, ptr %p
  ret void
}

define void @tgt(ptr noundef %p) {
  ret void
}
