; EXPECT: refines
; LoopIdiom (LLVM 22) turns a loop storing one double four times into
; llvm.experimental.memset.pattern (LoopIdiom/memset-pattern-tbaa.ll, held-out
; sample 7): four stores of the pattern one allocation size apart (LangRef
; "'llvm.experimental.memset.pattern' Intrinsic"), so the same bytes.
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
  call void @llvm.experimental.memset.pattern.p0.f64.i64(ptr align 8 %p, double 3.5, i64 4, i1 false)
  ret void
}

declare void @llvm.experimental.memset.pattern.p0.f64.i64(ptr, double, i64, i1)
