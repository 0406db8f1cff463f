; EXPECT: not-refines
; The target reads a second variadic argument the source never reads: with
; one argument passed, that read is UB (vararg-out-of-range) in the target
; only. The inputs give a variadic entry 0 to 3 arguments.

define i32 @src(...) {
  %ap = alloca ptr
  call void @llvm.va_start(ptr %ap)
  %a = va_arg ptr %ap, i32
  call void @llvm.va_end(ptr %ap)
  ret i32 %a
}

define i32 @tgt(...) {
  %ap = alloca ptr
  call void @llvm.va_start(ptr %ap)
  %a = va_arg ptr %ap, i32
  %b = va_arg ptr %ap, i32
  call void @llvm.va_end(ptr %ap)
  ret i32 %a
}

declare void @llvm.va_start(ptr)
declare void @llvm.va_end(ptr)
