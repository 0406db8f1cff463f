; EXPECT: refines
; A block returned by a `noalias` function is the caller's alone until
; the caller hands it on (LangRef `noalias` on a return value: "acts like
; a system memory allocation function"), so a later unknown call cannot
; write it and the stored value may be forwarded.

declare noalias ptr @make_buffer(i64)
declare void @unrelated()

define i16 @src() {
  %p = call ptr @make_buffer(i64 8)
  %nonnull = icmp ne ptr %p, null
  br i1 %nonnull, label %use, label %none
use:
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
  store i16 7, ptr %p
  call void @unrelated()
  ret i16 7
none:
  ret i16 0
}
