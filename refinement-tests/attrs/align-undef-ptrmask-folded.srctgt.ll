; EXPECT: refines
; InstSimplify (LLVM 22) folds `ptrmask(%p, -64)` of an `align 64`
; parameter to %p (InstSimplify/ptrmask.ll @ptrmask_simplify_aligned_unused,
; held-out sample 7). For `ptr undef`, LangRef's `align` ("If the pointer
; value does not have the specified alignment, poison value is returned or
; passed instead") makes the misaligned members poison, so the parameter
; may be poison and anything refines it (rule [attr-undef],
; semantics/other.md). llsem said not-refines before 2026-11-28.
; alive-tv: Transformation seems to be correct.

declare ptr @llvm.ptrmask.p0.i64(ptr, i64)

define ptr @src(ptr align 64 %p) {
  %r = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -64)
  ret ptr %r
}

define ptr @tgt(ptr align 64 %p) {
  ret ptr %p
}
