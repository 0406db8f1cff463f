; EXPECT: refines
; The correct variant of memsets-merged-align-added: the merged `memset`
; claims no alignment, and writes the same 20 bytes.

define void @src(ptr %p) {
  %a = bitcast ptr %p to ptr
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 10, i1 false)
  %b = getelementptr inbounds i8, ptr %p, i64 10
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 10, i1 false)
  ret void
}

define void @tgt(ptr %p) {
  %a = bitcast ptr %p to ptr
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 20, i1 false)
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
