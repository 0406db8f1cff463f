@g = internal constant i32 0, align 4
@dst = external global i32, align 4

define i32 @d() {
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 @dst, ptr align 4 @g, i64 1, i1 false)
  ret i32 0
}

declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg)
