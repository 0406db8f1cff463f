; EXPECT: refines
; LLVM's run-time lowering of llvm.objectsize (lower-constant-intrinsics on
; a dynamic call): size minus offset, 0 when the offset is out of range,
; also before the start of the object (Alive2 asm/undef-pre @src2). LLVM's
; constant folding gives -1 there instead; either answer is allowed. The
; offset is `noundef`: with an undef offset the source resolves it early
; (inconclusive, the undef search's business, not objectsize's).

define i64 @src(i64 noundef %o) {
  %a = alloca i8, i64 1, align 1
  %p5 = getelementptr i8, ptr %a, i64 5
  %p = getelementptr i8, ptr %p5, i64 %o
  %r = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 false, i1 false, i1 true)
  ret i64 %r
}

define i64 @tgt(i64 noundef %o) {
  %off = add i64 %o, 5
  %left = sub i64 -4, %o
  %in = icmp ult i64 %off, 2
  %r = select i1 %in, i64 %left, i64 0
  ret i64 %r
}

declare i64 @llvm.objectsize.i64.p0(ptr, i1, i1, i1)
