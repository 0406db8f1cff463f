; EXPECT: not-refines
; Two adjacent 10-byte `memset`s through copies of %p merged into one of
; 20 bytes whose call site says `align 4`: nothing says %p is aligned, and
; a misaligned `align` argument is poison (LangRef "Parameter Attributes":
; `align`), so the target's memset is UB. Found by a misaligned pointer
; with room for the largest size the functions mention (LLVM PR44388).

define void @src(ptr %p) {
  %a = bitcast ptr %p to ptr
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 10, i1 false)
  %b = getelementptr inbounds i8, ptr %p, i64 10
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 10, i1 false)
  ret void
}

define void @tgt(ptr %p) {
  %a = bitcast ptr %p to ptr
  call void @llvm.memset.p0.i64(ptr align 4 %a, i8 0, i64 20, i1 false)
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
