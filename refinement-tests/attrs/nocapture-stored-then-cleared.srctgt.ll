; EXPECT: refines
; A memset that overwrites the stored captures(none) argument ends the
; capture (LangRef "Pointer Capture": the stored bits can no longer be
; read after the call): the source has no UB, and the target that only
; clears the global refines it.

@x = global ptr null

define void @src(ptr captures(none) %p) {
  store ptr %p, ptr @x
  call void @llvm.memset.p0.i64(ptr @x, i8 0, i64 8, i1 false)
  ret void
}

define void @tgt(ptr captures(none) %p) {
  call void @llvm.memset.p0.i64(ptr @x, i8 0, i64 8, i1 false)
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
