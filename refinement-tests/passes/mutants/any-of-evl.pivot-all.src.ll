; EXPECT: not-refines
; FROM: vectorize-riscv/any-of-evl
; Mutant of vectorize-riscv/any-of-evl: vp.merge's pivot is every lane
; instead of the explicit vector length, so the lanes vp.load left poison
; (from the length on) reach the reduction, and the freeze after it may
; give 1 where the source returns 0.
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64"

define i32 @f(ptr %p, i32 %n) #0 {
entry:
  %skip = icmp eq i32 %n, 0
  br i1 %skip, label %exit, label %loop

loop:
  %iv = phi i32 [0, %entry], [%iv.next, %loop]
  %rdx = phi i32 [0, %entry], [%rdx.next, %loop]
  %gep = getelementptr i32, ptr %p, i32 %iv
  %x = load i32, ptr %gep
  %cmp = icmp eq i32 %x, 0
  %rdx.next = select i1 %cmp, i32 1, i32 %rdx
  %iv.next = add nsw i32 %iv, 1
  %ec = icmp eq i32 %iv.next, %n
  br i1 %ec, label %exit, label %loop

exit:
  %res = phi i32 [0, %entry], [%rdx.next, %loop]
  ret i32 %res
}

attributes #0 = { "target-features"="+v" }
