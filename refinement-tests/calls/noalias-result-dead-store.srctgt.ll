; EXPECT: refines
; DeadStoreElimination/assume.ll @f (held-out sample 3): a store into the
; block a `noalias` call returned, which the function never hands on, is
; dead. LangRef `noalias` on a return value: the function "acts like a
; system memory allocation function, returning a pointer to allocated
; storage disjoint from the storage for any other object accessible to the
; caller", so the block is the function's own, like a `malloc` block, and
; its contents at return are not compared. alive-tv 22 agrees.

declare ptr @make(i64)

define void @src() {
  %p = call noalias ptr @make(i64 32)
  store i8 0, ptr %p, align 1
  ret void
}

define void @tgt() {
  %p = call noalias ptr @make(i64 32)
  ret void
}
