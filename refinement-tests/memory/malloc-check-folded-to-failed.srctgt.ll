; EXPECT: refines
; The source may take the path where malloc fails (C17 7.22.3): a target
; that always returns what that path returns refines it.

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
