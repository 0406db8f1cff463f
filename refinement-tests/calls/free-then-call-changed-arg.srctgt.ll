; EXPECT: not-refines
; The same when the memory the second call may read changed in between:
; its input differs from the first's, so it may write the inaccessible
; memory differently and may not go.

declare void @fn(ptr) memory(inaccessiblemem: write, argmem: read)

define void @src(ptr %p) {
  call void @fn(ptr %p)
  store i8 1, ptr %p
  call void @fn(ptr %p)
  ret void
}

define void @tgt(ptr %p) {
  call void @fn(ptr %p)
  store i8 1, ptr %p
  ret void
}
