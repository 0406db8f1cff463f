; EXPECT: not-refines
; The same call reads the buffer it is given: a store to that buffer before
; it is seen by the call, which may keep control, so dropping the store is
; no refinement even though a later store overwrites it.

declare void @f(ptr)

define void @src(ptr %p) {
  store i32 1, ptr %p
  call void @f(ptr %p) memory(argmem: read)
  store i32 2, ptr %p
  ret void
}

define void @tgt(ptr %p) {
  call void @f(ptr %p) memory(argmem: read)
  store i32 2, ptr %p
  ret void
}
