; Looping forever (semantics/attributes.md, [diverges], [fn-mustprogress]).

; a loop whose state recurs with no event or choice loops forever: defined
; RUN: @spin(0) => diverges
; RUN: @spin(9) => diverges
; a register holding undef or poison that no use resolves repeats too
; RUN: @carry(undef) => diverges
; RUN: @carry(poison) => diverges
; memory written with partly poison bytes, the same in each iteration
; RUN: @store_same() => diverges
; a loop that returns after 100 iterations is no divergence
; RUN: @counted() => i32 100
; mustprogress, and willreturn (which implies it): UB
; RUN: @progress() => ub no-forward-progress
; RUN: @willreturn() => ub no-forward-progress
; a mustprogress caller of a function without it that never returns: defined
; RUN: @outer() => diverges
; a willreturn call site of the looping function: UB
; RUN: @outer_willreturn() => ub no-forward-progress
; output before the loop stays observable
; RUN: @prints() => stdout "a" diverges
; recursion whose running frame recurs one call deeper with the same
; memory never returns ([diverges-recursion]); deeper than the depth bound
; RUN: @rec(0) => diverges
; RUN: @rec(7) => diverges
; RUN: @rec_undef(undef) => diverges
; mutual recursion, a period of two calls
; RUN: @ping(3) => diverges
; in a mustprogress function, or below a willreturn one: UB
; RUN: @rec_progress(1) => ub no-forward-progress
; RUN: @rec_below_willreturn() => ub no-forward-progress
; a recursion whose memory changes each call ends, or stays at the bound
; RUN: @rec_count(0) => i32 500
; while a captures(none) parameter's taint is tracked, the taint of the
; registers and the captured slots are state too (decision 0051): a loop
; carrying the tainted pointer and storing it in the same slot recurs
; RUN: @carry_nocapture(null) => diverges
; RUN: @carry_nocapture(poison) => diverges
; RUN: @carry_nocapture(bytes:00) => diverges

define i32 @spin(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %s, %loop ]
  %c = icmp slt i32 %i, %n
  %s = select i1 %c, i32 1, i32 0
  br label %loop
}

define i32 @carry(i32 %x) {
entry:
  br label %loop
loop:
  %u = phi i32 [ %x, %entry ], [ %v, %loop ]
  %v = add i32 %u, 0
  br label %loop
}

@buf = global [2 x i8] zeroinitializer

define void @store_same() {
entry:
  br label %loop
loop:
  %v = insertelement <4 x i4> poison, i4 3, i32 0
  store <4 x i4> %v, ptr @buf
  br label %loop
}

define i32 @counted() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, 100
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %i.next
}

define void @progress() mustprogress {
entry:
  br label %loop
loop:
  br label %loop
}

define void @willreturn() willreturn {
entry:
  br label %loop
loop:
  br label %loop
}

define void @inner() {
entry:
  br label %loop
loop:
  br label %loop
}

define void @outer() mustprogress {
entry:
  call void @inner()
  ret void
}

define void @outer_willreturn() {
entry:
  call void @inner() willreturn
  ret void
}

declare i32 @putchar(i32)

define void @prints() {
entry:
  call i32 @putchar(i32 97)
  br label %loop
loop:
  br label %loop
}

define i32 @rec(i32 %a) {
entry:
  %c = icmp eq i32 %a, 0
  br i1 %c, label %t, label %f
t:
  %b = call i32 @rec(i32 0)
  ret i32 0
f:
  %r = call i32 @rec(i32 1)
  ret i32 %r
}

define i32 @rec_undef(i32 %a) {
entry:
  %r = call i32 @rec_undef(i32 %a)
  ret i32 %r
}

define i32 @ping(i32 %a) {
entry:
  %r = call i32 @pong(i32 %a)
  ret i32 %r
}

define i32 @pong(i32 %a) {
entry:
  %r = call i32 @ping(i32 %a)
  ret i32 %r
}

define i32 @rec_progress(i32 %a) mustprogress {
entry:
  %r = call i32 @rec_progress(i32 %a)
  ret i32 %r
}

define i32 @rec_below_willreturn() {
entry:
  %r = call i32 @rec_undef(i32 1) willreturn
  ret i32 %r
}

@count = global i32 0

define i32 @rec_count(i32 %a) {
entry:
  %v = load i32, ptr @count
  %v1 = add i32 %v, 1
  store i32 %v1, ptr @count
  %c = icmp ult i32 %v1, 500
  br i1 %c, label %again, label %done
again:
  %r = call i32 @rec_count(i32 %a)
  ret i32 %r
done:
  ret i32 %v1
}

define void @carry_nocapture(ptr captures(none) %p) {
entry:
  %slot = alloca ptr
  br label %loop
loop:
  %q = phi ptr [ null, %entry ], [ %g, %loop ]
  %g = getelementptr i8, ptr %p, i64 0
  store ptr %g, ptr %slot
  br label %loop
}
