; llvm.memcpy / llvm.memset as memory accesses (LangRef "Standard C/C++
; Library Intrinsics"): they copy or fill bits, poison and undef included;
; memcpy of overlapping (not identical) ranges is UB; a poison length is UB;
; a zero length touches nothing.

; RUN: @copy_poison_bit(poison) => <8 x i1> <i1 true, i1 poison, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>
; RUN: @overlap() => ub overlapping-memcpy
; RUN: @memset_poison_len() => ub invalid-operand
; RUN: @memset_zero_len_null() => i8 0
; RUN: @memset_poison_byte() => i16 poison

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
define <8 x i1> @copy_poison_bit(i1 %b) {
  %src = alloca i8
  %dst = alloca i8
  %v = insertelement <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, i1 %b, i32 1
  store <8 x i1> %v, ptr %src
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 1, i1 false)
  %r = load <8 x i1>, ptr %dst
  ret <8 x i1> %r
}
define void @overlap() {
  %a = alloca [8 x i8]
  %b = getelementptr i8, ptr %a, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 4, i1 false)
  ret void
}
define void @memset_poison_len() {
  %a = alloca [8 x i8]
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 poison, i1 false)
  ret void
}
define i8 @memset_zero_len_null() {
  call void @llvm.memset.p0.i64(ptr null, i8 0, i64 0, i1 false)
  ret i8 0
}
define i16 @memset_poison_byte() {
  %a = alloca i16
  call void @llvm.memset.p0.i64(ptr %a, i8 poison, i64 2, i1 false)
  %r = load i16, ptr %a
  ret i16 %r
}
