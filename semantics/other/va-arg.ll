; va_arg (LangRef "'va_arg' Instruction", "Variable Argument Handling
; Intrinsics"): llvm.va_start makes the list designate the first variadic
; argument, va_arg reads the next one as the given type and advances, and
; llvm.va_end destroys the list (its bytes become poison). No target
; triple: the va_list is a pointer into the argument area (semantics/other.md
; "va_arg"). Arguments beyond a variadic function's parameters are written
; with their type.

; the argument as passed, poison and undef included
; RUN: @first(i32 7) => i32 7
; RUN: @first(i32 poison) => i32 poison
; RUN: @first(i32 undef) => i32 undef
; reading past the last argument
; RUN: @first() => ub vararg-out-of-range
; in order: 1 - 2
; RUN: @second_minus_first(i32 2, i32 1) => i32 -1
; RUN: @second_minus_first(i32 2) => ub vararg-out-of-range
; 64-bit and floating-point arguments
; RUN: @first_i64(i64 -1) => i64 -1
; RUN: @first_double(double 1.5) => double 0x3FF8000000000000
; width 1 and a width above 64
; RUN: @first_i1(i1 true) => i1 true
; RUN: @first_i1(i1 poison) => i1 poison
; RUN: @first_i128(i128 -2) => i128 -2
; RUN: @first_i128(i128 undef) => i128 undef
; va_copy: the copy designates the same next argument
; RUN: @copied(i32 3, i32 4) => i32 8
; a va_arg through a list llvm.va_end destroyed is UB
; RUN: @after_end(i32 7) => ub invalid-operand

define i32 @first(...) {
  %ap = alloca ptr
  call void @llvm.va_start(ptr %ap)
  %a = va_arg ptr %ap, i32
  call void @llvm.va_end(ptr %ap)
  ret i32 %a
}

define i32 @second_minus_first(...) {
  %ap = alloca ptr
  call void @llvm.va_start(ptr %ap)
  %a = va_arg ptr %ap, i32
  %b = va_arg ptr %ap, i32
  call void @llvm.va_end(ptr %ap)
  %d = sub i32 %b, %a
  ret i32 %d
}

define i64 @first_i64(...) {
  %ap = alloca ptr
  call void @llvm.va_start(ptr %ap)
  %a = va_arg ptr %ap, i64
  call void @llvm.va_end(ptr %ap)
  ret i64 %a
}

define double @first_double(...) {
  %ap = alloca ptr
  call void @llvm.va_start(ptr %ap)
  %a = va_arg ptr %ap, double
  call void @llvm.va_end(ptr %ap)
  ret double %a
}

define i1 @first_i1(...) {
  %ap = alloca ptr
  call void @llvm.va_start(ptr %ap)
  %a = va_arg ptr %ap, i1
  call void @llvm.va_end(ptr %ap)
  ret i1 %a
}

define i128 @first_i128(...) {
  %ap = alloca ptr
  call void @llvm.va_start(ptr %ap)
  %a = va_arg ptr %ap, i128
  call void @llvm.va_end(ptr %ap)
  ret i128 %a
}

define i32 @copied(...) {
  %ap = alloca ptr
  %aq = alloca ptr
  call void @llvm.va_start(ptr %ap)
  %a = va_arg ptr %ap, i32
  call void @llvm.va_copy(ptr %aq, ptr %ap)
  %b = va_arg ptr %ap, i32
  %c = va_arg ptr %aq, i32
  call void @llvm.va_end(ptr %ap)
  call void @llvm.va_end(ptr %aq)
  %s = add i32 %b, %c
  ret i32 %s
}

define i32 @after_end(...) {
  %ap = alloca ptr
  call void @llvm.va_start(ptr %ap)
  call void @llvm.va_end(ptr %ap)
  %a = va_arg ptr %ap, i32
  ret i32 %a
}

declare void @llvm.va_start(ptr)
declare void @llvm.va_copy(ptr, ptr)
declare void @llvm.va_end(ptr)
