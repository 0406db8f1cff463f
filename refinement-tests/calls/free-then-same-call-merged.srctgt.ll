; EXPECT: refines
; The first call may free %p (it may write inaccessible memory and is not
; nofree); the second then gets a dangling pointer it may read: reading it
; is UB (LangRef "Object Lifetime"), and otherwise it cannot tell the
; block was freed, so it behaves as the first. The second call may go
; (Alive2's attrs/memory_mixed_rw).

declare void @fn(ptr) memory(inaccessiblemem: write, argmem: read)

define void @src(ptr %p) {
  call void @fn(ptr %p)
  call void @fn(ptr %p)
  ret void
}

define void @tgt(ptr %p) {
  call void @fn(ptr %p)
  ret void
}
