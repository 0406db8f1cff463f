; EXPECT: not-refines
; The source returns 0 where malloc fails and 7 where it succeeds. The
; source cannot pick failure to excuse a target that always returns 0:
; failure is the environment's outcome, shared by both sides (Alive2's
; `malloc_never_fails`, ir/instr.cpp), and in an environment whose
; allocations do not fail the source returns 7.

define i32 @src() {
  %p = call ptr @malloc(i64 4)
  %c = icmp eq ptr %p, null
  br i1 %c, label %fail, label %ok
fail:
  ret i32 0
ok:
  call void @free(ptr %p)
  ret i32 7
}

define i32 @tgt() {
  ret i32 0
}

declare ptr @malloc(i64)
declare void @free(ptr)
