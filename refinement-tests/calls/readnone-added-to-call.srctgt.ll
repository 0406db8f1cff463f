; EXPECT: not-refines
; The incorrect direction of readnone-dropped-from-call: the target adds
; `readnone` to the argument of a call that may write through it, so the
; environment's write is UB in the target only (LangRef "Parameter
; Attributes", `readnone`; alive-tv: "Source is more defined than
; target").

declare void @g(ptr)

define void @src(ptr %p) {
  call void @g(ptr %p)
  ret void
}

define void @tgt(ptr %p) {
  call void @g(ptr readnone %p)
  ret void
}
