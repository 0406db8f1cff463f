; EXPECT: refines
; A `noalias` result handed to a call and then written last: as for the
; program's own heap blocks, the contents of such a block at return are not
; compared (refinement-rules.md, "a store into a `noalias` result"), even
; though the callee may have kept the pointer. alive-tv 22 agrees; the
; same pair with `malloc` in place of @make refines in both tools.

declare ptr @make(i64)
declare void @keep(ptr)

define void @src() {
  %p = call noalias ptr @make(i64 32)
  call void @keep(ptr %p)
  store i8 0, ptr %p, align 1
  ret void
}

define void @tgt() {
  %p = call noalias ptr @make(i64 32)
  call void @keep(ptr %p)
  ret void
}
