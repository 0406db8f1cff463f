; EXPECT: not-refines
; The source returns 0 if malloc fails and 7 if it succeeds; a target
; returning 1 is neither.

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
  ret i32 1
}

declare ptr @malloc(i64)
declare void @free(ptr)
