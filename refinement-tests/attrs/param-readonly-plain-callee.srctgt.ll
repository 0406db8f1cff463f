; EXPECT: not-refines
; The same call without `byval` passes %x itself: the unknown callee may
; write through it, which the target's `readonly` makes UB (LangRef
; "Parameter Attributes", `readonly`).
; (alive-tv 22 calls this correct: it does not restrict what an unknown
; callee writes through a readonly argument.)

declare void @g(ptr)

define void @src(ptr %x) {
  call void @g(ptr %x)
  ret void
}

define void @tgt(ptr readonly %x) {
  call void @g(ptr %x)
  ret void
}
