; EXPECT: not-refines
; As internal-global-memcpy-source-made-constant, but @g is the memcpy's
; destination, not its source: the module's code writes it, so it may hold
; what an earlier call left there, and folding its load to 0 is wrong.
@g = internal global i32 0, align 4
@dst = external global i32, align 4

define i32 @d() {
  %v = load i32, ptr @g, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 @g, ptr align 4 @dst, i64 1, i1 false)
  ret i32 %v
}

declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg)
