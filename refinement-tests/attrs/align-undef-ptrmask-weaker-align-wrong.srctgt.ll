; EXPECT: not-refines
; align-undef-ptrmask-folded.srctgt.ll with `align 16`: `ptrmask(%p, -64)`
; clears bits 4 and 5, which an `align 16` pointer may have set, so
; folding it to %p is wrong for a defined pointer at 16 mod 64.
; alive-tv: Transformation doesn't verify.

declare ptr @llvm.ptrmask.p0.i64(ptr, i64)

define ptr @src(ptr align 16 %p) {
  %r = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -64)
  ret ptr %r
}

define ptr @tgt(ptr align 16 %p) {
  ret ptr %p
}
