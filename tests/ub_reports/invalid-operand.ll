; printf's %d given a double.
declare i32 @printf(ptr, ...)
@fmt = constant [4 x i8] c"%d\0A\00"
define i32 @main() {
entry:
  %n = call i32 (ptr, ...) @printf(ptr @fmt, double 1.5)
  ret i32 0
}
