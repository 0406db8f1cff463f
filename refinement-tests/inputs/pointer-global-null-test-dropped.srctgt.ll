; EXPECT: refines
; The correct variant of pointer-global-null-assume-skipped.srctgt.ll: the
; null test of the pointer loaded from @gp has no effect on the result and
; is dropped (LangRef "'icmp' Instruction": a comparison has no side
; effect; "'load' Instruction": the load stays). Checked with @gp null and
; not null. alive-tv 22: correct.

@gp = external global ptr, align 8

declare void @llvm.assume(i1)

define i32 @src(i32 %x) {
  %p = load ptr, ptr @gp, align 8
  %isnull = icmp eq ptr %p, null
  br i1 %isnull, label %test, label %test

test:
  %m1 = icmp eq i32 %x, -1
  br i1 %m1, label %zero, label %one

zero:
  ret i32 0

one:
  %nn = icmp sgt i32 %x, -1
  call void @llvm.assume(i1 %nn)
  ret i32 1
}

define i32 @tgt(i32 %x) {
  %p = load ptr, ptr @gp, align 8
  %m1 = icmp eq i32 %x, -1
  br i1 %m1, label %zero, label %one

zero:
  ret i32 0

one:
  %nn = icmp sgt i32 %x, -1
  call void @llvm.assume(i1 %nn)
  ret i32 1
}
