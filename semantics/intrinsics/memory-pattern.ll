; llvm.experimental.memset.pattern (LangRef "'llvm.experimental.memset.pattern'
; Intrinsic"): `count` stores of the pattern value, one allocation size
; apart, each as a `store`. Rules: semantics/intrinsics.md, "Memory"
; ([memset-pattern-*]). LoopIdiom (LLVM 22) makes it from a loop of stores.

; The fill: count stores, the first at dest.
; RUN: @fill(4, 3) => double 0x4004000000000000
; RUN: @fill(1, 0) => double 0x4004000000000000
; RUN: @fill(1, 1) => double 0x3FF0000000000000
; A count of zero is a no-op.
; RUN: @fill(0, 0) => double 0x3FF0000000000000
; A store past the end of the object is UB, as for a `store`.
; RUN: @fill(5, 0) => ub out-of-bounds
; The stride is the allocation size (4 for i24): the fourth byte of each
; four stays as it was.
; RUN: @i24(2) => i32 -16777215
; RUN: @i24(1) => i32 -1
; A pattern wider than 64 bits: each i128 lands 16 bytes after the last.
; RUN: @wide(2) => i128 -1
; RUN: @wide(1) => i128 0
; A poison pattern leaves poison bytes, an undef one undef bits.
; RUN: @pattern(poison) => i16 poison
; RUN: @pattern(undef) => i16 undef
; The count must be well defined, even with a pointer any count would allow.
; RUN: @count(poison) => ub invalid-operand
; RUN: @count(undef) => ub invalid-operand
; With a count above zero the destination must be well defined.
; RUN: @null_dest(0) => void
; RUN: @null_dest(1) => ub null-dereference
; RUN: @poison_dest(0) => void
; RUN: @poison_dest(1) => ub poison-pointer-access

declare void @llvm.experimental.memset.pattern.p0.f64.i64(ptr, double, i64, i1)
declare void @llvm.experimental.memset.pattern.p0.i16.i64(ptr, i16, i64, i1)
declare void @llvm.experimental.memset.pattern.p0.i24.i64(ptr, i24, i64, i1)
declare void @llvm.experimental.memset.pattern.p0.i128.i64(ptr, i128, i64, i1)

define double @fill(i64 %n, i64 %k) {
  %a = alloca [4 x double], align 8
  %a1 = getelementptr double, ptr %a, i64 1
  store double 1.0, ptr %a
  store double 1.0, ptr %a1
  call void @llvm.experimental.memset.pattern.p0.f64.i64(ptr %a, double 2.5, i64 %n, i1 false)
  %g = getelementptr double, ptr %a, i64 %k
  %v = load double, ptr %g
  ret double %v
}

define i32 @i24(i64 %n) {
  %a = alloca [4 x i32], align 4
  %a4 = getelementptr i8, ptr %a, i64 4
  store i32 -1, ptr %a
  store i32 -1, ptr %a4
  call void @llvm.experimental.memset.pattern.p0.i24.i64(ptr %a, i24 1, i64 %n, i1 false)
  %v = load i32, ptr %a4
  ret i32 %v
}

define i128 @wide(i64 %n) {
  %a = alloca [2 x i128], align 16
  %a1 = getelementptr i128, ptr %a, i64 1
  store i128 0, ptr %a1
  call void @llvm.experimental.memset.pattern.p0.i128.i64(ptr %a, i128 -1, i64 %n, i1 false)
  %v = load i128, ptr %a1
  ret i128 %v
}

define i16 @pattern(i16 %x) {
  %a = alloca [2 x i16], align 2
  call void @llvm.experimental.memset.pattern.p0.i16.i64(ptr %a, i16 %x, i64 2, i1 false)
  %g = getelementptr i16, ptr %a, i64 1
  %v = load i16, ptr %g
  ret i16 %v
}

define void @count(i64 %n) {
  %a = alloca [2 x i16], align 2
  call void @llvm.experimental.memset.pattern.p0.i16.i64(ptr %a, i16 7, i64 %n, i1 false)
  ret void
}

define void @null_dest(i64 %n) {
  call void @llvm.experimental.memset.pattern.p0.i16.i64(ptr null, i16 7, i64 %n, i1 false)
  ret void
}

define void @poison_dest(i64 %n) {
  call void @llvm.experimental.memset.pattern.p0.i16.i64(ptr poison, i16 7, i64 %n, i1 false)
  ret void
}
