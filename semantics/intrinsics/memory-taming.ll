; The memory intrinsics in the taming model: uninitialized memory and the
; undef constant are poison, so copies and fills of them are poison, and
; an undef length is a poison length (UB).
; ARGS: --model taming

; RUN: @copy_uninit() => i16 poison
; RUN: @set_undef() => i16 poison
; RUN: @set_len(undef) => ub invalid-operand
; RUN: @set_len(2) => i16 0

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define i16 @copy_uninit() {
  %s = alloca i16
  %d = alloca i16
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 2, i1 false)
  %r = load i16, ptr %d
  ret i16 %r
}
define i16 @set_undef() {
  %a = alloca i16
  call void @llvm.memset.p0.i64(ptr %a, i8 undef, i64 2, i1 false)
  %r = load i16, ptr %a
  ret i16 %r
}
define i16 @set_len(i64 %n) {
  %a = alloca i16
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 %n, i1 false)
  %r = load i16, ptr %a
  ret i16 %r
}
