; llvm.memcpy whose source and destination overlap.
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define void @main() {
entry:
  %a = alloca [8 x i8], align 1
  %b = getelementptr i8, ptr %a, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 4, i1 false)
  ret void
}
