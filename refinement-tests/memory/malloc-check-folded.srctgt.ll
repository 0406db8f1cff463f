; EXPECT: refines
; The null check of a malloc only freed may be folded to "succeeded"
; (LLVM removes the pair): the source returns 7 when malloc succeeds.

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
  ret i32 7
}

declare ptr @malloc(i64)
declare void @free(ptr)
