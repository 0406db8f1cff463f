; Choices of the common kinds in the llvm model: freeze of undef, of poison
; and of uninitialized memory, a select on an undef condition. What it
; prints and returns depends on the seed.
declare i32 @printf(ptr, ...)
@fmt = constant [13 x i8] c"%d %d %d %d\0A\00"
define i32 @main() {
entry:
  %a = freeze i32 undef
  %b = freeze i8 poison
  %bw = sext i8 %b to i32
  %p = alloca i32, align 4
  %l = load i32, ptr %p, align 4
  %f = freeze i32 %l
  %s = select i1 undef, i32 10, i32 20
  %n = call i32 (ptr, ...) @printf(ptr @fmt, i32 %a, i32 %bw, i32 %f, i32 %s)
  %x = xor i32 %a, %f
  %r = and i32 %x, 127
  ret i32 %r
}
