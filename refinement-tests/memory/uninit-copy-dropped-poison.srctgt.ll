; EXPECT: refines
; ARGS: --uninit poison
; As uninit-copy-dropped, under --uninit poison (decision 0022, Alive2's
; reading): the source copies poison bytes over *%out, and whatever the
; target leaves there refines them.

define void @src(ptr %out) {
  %in = alloca i64
  call void @llvm.memcpy.p0.p0.i64(ptr %out, ptr %in, i64 8, i1 false)
  ret void
}

define void @tgt(ptr %out) {
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
