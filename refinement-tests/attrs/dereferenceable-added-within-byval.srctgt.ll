; EXPECT: refines
; The correct variant of dereferenceable-added-beyond-byval: `byval(i8)`
; copies the byte the pointer designates at the call, so the caller must
; be able to read it (LangRef `byval`), and `dereferenceable(1)` adds no
; UB.

define void @src(ptr %p) {
  call void @f(ptr %p)
  ret void
}

define void @tgt(ptr %p) {
  call void @f(ptr dereferenceable(1) %p)
  ret void
}

declare void @f(ptr byval(i8))
