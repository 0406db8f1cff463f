; EXPECT: refines
; `malloc` then `memset(0)` becomes `calloc` (InstCombine; C17 7.22.3.1,
; 7.22.3.4): both give a zeroed block, and both are checked for null.

define i64 @src() {
  %p = call ptr @malloc(i64 8)
  %c = icmp eq ptr %p, null
  br i1 %c, label %fail, label %ok
fail:
  ret i64 -1
ok:
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 8, i1 false)
  %v = load i64, ptr %p
  call void @free(ptr %p)
  ret i64 %v
}

define i64 @tgt() {
  %p = call ptr @calloc(i64 1, i64 8)
  %c = icmp eq ptr %p, null
  br i1 %c, label %fail, label %ok
fail:
  ret i64 -1
ok:
  %v = load i64, ptr %p
  call void @free(ptr %p)
  ret i64 %v
}

declare ptr @malloc(i64)
declare ptr @calloc(i64, i64)
declare void @free(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
