; EXPECT: not-refines
; Once the caller passes the `noalias` block to a function that may keep
; it, later unknown calls may write it: the store may not be forwarded.

declare noalias ptr @make_buffer(i64)
declare void @register(ptr)
declare void @unrelated()

define i16 @src() {
  %p = call ptr @make_buffer(i64 8)
  %nonnull = icmp ne ptr %p, null
  br i1 %nonnull, label %use, label %none
use:
  call void @register(ptr %p)
  store i16 7, ptr %p
  call void @unrelated()
  %v = load i16, ptr %p
  ret i16 %v
none:
  ret i16 0
}

define i16 @tgt() {
  %p = call ptr @make_buffer(i64 8)
  %nonnull = icmp ne ptr %p, null
  br i1 %nonnull, label %use, label %none
use:
  call void @register(ptr %p)
  store i16 7, ptr %p
  call void @unrelated()
  ret i16 7
none:
  ret i16 0
}
