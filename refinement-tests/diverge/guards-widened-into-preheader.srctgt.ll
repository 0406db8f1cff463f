; EXPECT: refines
; GuardWidening (LLVM's GuardWidening/basic-loop.ll @widen_into_preheader,
; held-out sample 11): the loop's guards are widened into the preheader's.
; For conditions that hold, the source may loop forever (each guard may
; fail spuriously, LangRef "'llvm.experimental.guard' Intrinsic", and need
; not): its run that never deoptimizes recurs in state with a choice made
; every round, which the divergence probe accepts where the choices come
; from a memoryless oracle. The target loops forever too.

declare void @llvm.experimental.guard(i1, ...)

@G = external global i32

define void @src(i1 %cond_0, i1 %cond_1, i1 %cond_2) {
entry:
  store i32 0, ptr @G
  call void (i1, ...) @llvm.experimental.guard(i1 %cond_0) [ "deopt"(i32 0) ]
  br label %loop

loop:
  store i32 1, ptr @G
  call void (i1, ...) @llvm.experimental.guard(i1 %cond_1) [ "deopt"(i32 1) ]
  store i32 2, ptr @G
  call void (i1, ...) @llvm.experimental.guard(i1 %cond_2) [ "deopt"(i32 2) ]
  store i32 3, ptr @G
  br label %loop
}

define void @tgt(i1 %cond_0, i1 %cond_1, i1 %cond_2) {
entry:
  %c2 = freeze i1 %cond_2
  %c1 = freeze i1 %cond_1
  store i32 0, ptr @G
  %w = and i1 %cond_0, %c1
  %w1 = and i1 %w, %c2
  call void (i1, ...) @llvm.experimental.guard(i1 %w1) [ "deopt"(i32 0) ]
  br label %loop

loop:
  store i32 1, ptr @G
  store i32 2, ptr @G
  store i32 3, ptr @G
  br label %loop
}
