; llvm.assume and llvm.trap (LangRef "Intrinsic Functions"): assuming false,
; poison or undef is immediate UB, and so is a failed assumption of an
; operand bundle; llvm.trap ends the program by SIGILL (not UB).
; RUN: @assume(true) => i8 0
; RUN: @assume(false) => ub assume-violation
; RUN: @assume(poison) => ub assume-violation
; RUN: @assume(undef) => ub assume-violation
; RUN: @assume_align(0) => i8 0
; RUN: @assume_align(1) => ub assume-violation
; RUN: @trap() => trap 4

declare void @llvm.assume(i1)
declare void @llvm.trap()
define i8 @assume(i1 %c) {
  call void @llvm.assume(i1 %c)
  ret i8 0
}
define i8 @assume_align(i64 %off) {
  %a = alloca [8 x i8], align 8
  %p = getelementptr i8, ptr %a, i64 %off
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 4) ]
  ret i8 0
}
define void @trap() {
  call void @llvm.trap()
  unreachable
}
