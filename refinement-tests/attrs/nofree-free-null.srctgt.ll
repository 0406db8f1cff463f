; EXPECT: not-refines
; free(null) frees nothing, so a nofree function may call it: with a
; possibly null argument the source is defined and unreachable is wrong.

declare void @free(ptr)

define void @src(ptr %p) nofree {
  call void @free(ptr %p)
  ret void
}

define void @tgt(ptr %p) nofree {
  unreachable
}
