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
