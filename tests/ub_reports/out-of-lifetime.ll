; A store to a stack object after llvm.lifetime.end.
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
define void @main() {
entry:
  %x = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr %x)
  store i32 1, ptr %x, align 4
  call void @llvm.lifetime.end.p0(ptr %x)
  store i32 2, ptr %x, align 4
  ret void
}
