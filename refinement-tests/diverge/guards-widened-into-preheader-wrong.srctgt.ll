; EXPECT: not-refines
; The widened guard leaves out %cond_2: where it is false the source
; deoptimizes in the loop's first round on every run, while the target may
; pass its guard and loop forever without an event. The source has no run
; that loops forever there, so the probe must not find one.

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
  %w1 = and i1 %w, true
  call void (i1, ...) @llvm.experimental.guard(i1 %w1) [ "deopt"(i32 0) ]
  br label %loop

loop:
  store i32 1, ptr @G
  store i32 2, ptr @G
  store i32 3, ptr @G
  br label %loop
}
