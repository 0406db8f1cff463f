; EXPECT: not-refines
; A branch threaded past a test of %x (LLVM PR36133's shape): where the
; pointer in the external global @gp is null, the target reaches the
; `llvm.assume` for every %x, and %x = -1 makes it UB, where the source
; returns 0. Only a null @gp shows it: a global of pointer type whose
; contents the environment chooses holds null in half of the environments
; (Profile::null_globals), and each input is tried in two environments,
; one of each. alive-tv 22: incorrect.

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
  %isnull = icmp eq ptr %p, null
  br i1 %isnull, label %one, label %test

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
