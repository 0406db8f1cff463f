; EXPECT: refines
; A va_arg through a list llvm.va_end destroyed is UB (semantics/other.md
; [va-end]), so the source has UB on every input and any target refines it.

define i32 @src(...) {
  %ap = alloca ptr
  call void @llvm.va_start(ptr %ap)
  call void @llvm.va_end(ptr %ap)
  %a = va_arg ptr %ap, i32
  ret i32 %a
}

define i32 @tgt(...) {
  unreachable
}

declare void @llvm.va_start(ptr)
declare void @llvm.va_end(ptr)
