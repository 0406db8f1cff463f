; va_arg reads a second variadic argument where one was passed.
target triple = "x86_64-pc-linux-gnu"
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
define i32 @sum(i32 %n, ...) {
entry:
  %ap = alloca [24 x i8], align 16
  call void @llvm.va_start.p0(ptr %ap)
  %a = va_arg ptr %ap, i32
  %b = va_arg ptr %ap, i32
  call void @llvm.va_end.p0(ptr %ap)
  %s = add i32 %a, %b
  ret i32 %s
}
define i32 @main() {
entry:
  %r = call i32 (i32, ...) @sum(i32 2, i32 40)
  ret i32 %r
}
