; EXPECT: refines
; Dropping llvm.va_end (a destroyed list nobody reads again) keeps every
; behaviour: the list is a local the caller cannot see.

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
  ret i32 %a
}

declare void @llvm.va_start(ptr)
declare void @llvm.va_end(ptr)
