; printf (C17 7.21.6.1): each conversion takes the next argument, which
; must have the conversion's type (an integer of any width for %d, a
; double for %f, a pointer for %s and %p); a missing argument, an argument
; of the wrong type and a poison or undef argument are UB; %s reads a
; string up to its NUL (glibc prints "(null)" for a null %s).
; Rules: semantics/libc.md.

; RUN: @int(42) => stdout "42\n" i32 3
; RUN: @int(-1) => stdout "-1\n" i32 3
; RUN: @int(poison) => ub invalid-operand
; RUN: @int(undef) => ub invalid-operand
; RUN: @int_as_double(1.5) => ub invalid-operand
; RUN: @double(1.5) => stdout "1.500000\n" i32 9
; RUN: @missing() => ub vararg-out-of-range
; RUN: @string(bytes:686900) => stdout "hi\n" i32 3
; RUN: @string(null) => stdout "(null)\n" i32 7
; RUN: @string(bytes:6869) => ub out-of-bounds
; RUN: @string(bytes:68pp00) => ub invalid-operand
; sprintf writes the text and its NUL into the buffer, which must hold them.
; RUN: @to_buffer(12) => i32 12849
; RUN: @to_buffer(123) => ub out-of-bounds

@fmt_d = private constant [4 x i8] c"%d\0A\00"
@fmt_f = private constant [4 x i8] c"%f\0A\00"
@fmt_s = private constant [4 x i8] c"%s\0A\00"
@fmt_dd = private constant [7 x i8] c"%d %d\0A\00"

declare i32 @printf(ptr, ...)
declare i32 @sprintf(ptr, ptr, ...)
@fmt_d0 = private constant [3 x i8] c"%d\00"

define i32 @int(i32 %x) {
  %r = call i32 (ptr, ...) @printf(ptr @fmt_d, i32 %x)
  ret i32 %r
}
define i32 @int_as_double(double %x) {
  %r = call i32 (ptr, ...) @printf(ptr @fmt_d, double %x)
  ret i32 %r
}
define i32 @double(double %x) {
  %r = call i32 (ptr, ...) @printf(ptr @fmt_f, double %x)
  ret i32 %r
}
define i32 @missing() {
  %r = call i32 (ptr, ...) @printf(ptr @fmt_dd, i32 1)
  ret i32 %r
}
define i32 @string(ptr %s) {
  %r = call i32 (ptr, ...) @printf(ptr @fmt_s, ptr %s)
  ret i32 %r
}
define i32 @to_buffer(i32 %x) {
  %b = alloca [3 x i8], align 4
  %n = call i32 (ptr, ptr, ...) @sprintf(ptr %b, ptr @fmt_d0, i32 %x)
  %v = load i16, ptr %b
  %r = zext i16 %v to i32
  ret i32 %r
}
