; llvm.assume of a condition that is false.
; ARGS: --entry f --arg 5
declare void @llvm.assume(i1)
define i32 @f(i32 %x) {
entry:
  %c = icmp ult i32 %x, 4
  call void @llvm.assume(i1 %c)
  ret i32 %x
}
