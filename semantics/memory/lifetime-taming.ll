; ARGS: --model taming
; In the taming model a restarted lifetime and fresh heap memory are poison.
; RUN: @restart() => i32 poison
; RUN: @malloc_uninit() => i32 poison

declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
define i32 @restart() {
  %a = alloca i32
  call void @llvm.lifetime.start.p0(ptr %a)
  store i32 1, ptr %a
  call void @llvm.lifetime.end.p0(ptr %a)
  call void @llvm.lifetime.start.p0(ptr %a)
  %r = load i32, ptr %a
  ret i32 %r
}
declare ptr @malloc(i64)
declare void @free(ptr)
define i32 @malloc_uninit() {
  %p = call ptr @malloc(i64 4)
  %r = load i32, ptr %p
  call void @free(ptr %p)
  ret i32 %r
}
