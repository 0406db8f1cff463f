; phi (LangRef "Other Operations"): the value of the incoming edge actually
; taken; poison on an edge not taken does no harm. All phis of a block read
; their inputs before any is written (thesis Figure 3.1: one rule per phi,
; evaluated on entry).
; RUN: @phi(true) => i8 1
; RUN: @phi(false) => i8 poison
; the swap: a, b = b, a on every iteration
; RUN: @swap(3) => i8 20
; RUN: @swap(2) => i8 10
; a loop counting up to %n
; RUN: @count(5) => i32 5
; RUN: @count(0) => i32 0
; the UB Manual's speculation example: before the transformation f(false, 0) returns 0 ...
; RUN: @manual_before(false, 0) => i32 0
; RUN: @manual_before(true, 0) => ub division-by-zero
; ... after hoisting the division it is UB
; RUN: @manual_after(false, 0) => ub division-by-zero
; fast-math flags apply to a phi's value: nsz frees the sign of a zero,
; nnan makes a NaN poison
; RUN: @phi_nsz(-0.0) => double 0x0000000000000000 | double 0x8000000000000000
; RUN: @phi_nsz(1.0) => double 0x3FF0000000000000
; RUN: @phi_plain(-0.0) => double 0x8000000000000000
; RUN: @phi_nnan(0x7FF8000000000000) => double poison

define i8 @phi(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  %r = phi i8 [ 1, %a ], [ poison, %b ]
  ret i8 %r
}
define i8 @swap(i8 %n) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %loop ]
  %x = phi i8 [ 10, %entry ], [ %y, %loop ]
  %y = phi i8 [ 20, %entry ], [ %x, %loop ]
  %i2 = add i8 %i, 1
  %done = icmp eq i8 %i2, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i8 %y
}
define i32 @count(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %body ]
  %c = icmp ult i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %i2 = add nuw i32 %i, 1
  br label %loop
exit:
  ret i32 %i
}
define i32 @manual_before(i1 %c, i32 %v) {
  br i1 %c, label %then, label %else
then:
  %div = udiv i32 3, %v
  br label %ret
else:
  br label %ret
ret:
  %r = phi i32 [ %div, %then ], [ 0, %else ]
  ret i32 %r
}
define i32 @manual_after(i1 %c, i32 %v) {
  %div = udiv i32 3, %v
  %r = select i1 %c, i32 %div, i32 0
  ret i32 %r
}
define double @phi_nsz(double %x) {
entry:
  br label %join
join:
  %r = phi nsz double [ %x, %entry ]
  ret double %r
}
define double @phi_plain(double %x) {
entry:
  br label %join
join:
  %r = phi double [ %x, %entry ]
  ret double %r
}
define double @phi_nnan(double %x) {
entry:
  br label %join
join:
  %r = phi nnan double [ %x, %entry ]
  ret double %r
}
