; EXPECT: not-refines
; memset-pattern-from-loop.srctgt.ll with a count of 5: the target writes
; a fifth double past what the source writes.
; alive-tv 22: no verdict (it does not model the intrinsic).

define void @src(ptr %p) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %q = getelementptr inbounds double, ptr %p, i64 %i
  store double 3.5, ptr %q, align 8
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 4
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define void @tgt(ptr %p) {
  call void @llvm.experimental.memset.pattern.p0.f64.i64(ptr align 8 %p, double 3.5, i64 5, i1 false)
  ret void
}

declare void @llvm.experimental.memset.pattern.p0.f64.i64(ptr, double, i64, i1)
