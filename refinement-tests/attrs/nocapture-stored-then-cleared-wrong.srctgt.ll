; EXPECT: not-refines
; As nocapture-stored-then-cleared, but the target keeps the store of the
; captures(none) argument and drops the memset that overwrote it: the
; argument is left in the global when the function returns, UB.

@x = global ptr null

define void @src(ptr captures(none) %p) {
  store ptr %p, ptr @x
  call void @llvm.memset.p0.i64(ptr @x, i8 0, i64 8, i1 false)
  ret void
}

define void @tgt(ptr captures(none) %p) {
  store ptr %p, ptr @x
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
