; EXPECT: not-refines
; MemCpyOpt (LLVM test MemCpyOpt/memcpy-undef.ll) removes a memcpy whose
; source is a fresh alloca. LangRef's alloca makes uninitialized memory
; undef (decision 0022), so the source leaves undef bytes in *%out while the
; target leaves what was there, which may be poison: not a refinement. With
; --uninit poison it is (uninit-copy-dropped-poison).

define void @src(ptr %out) {
  %in = alloca i64
  call void @llvm.memcpy.p0.p0.i64(ptr %out, ptr %in, i64 8, i1 false)
  ret void
}

define void @tgt(ptr %out) {
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
