; EXPECT: not-refines
; Without allockind the added call is a call of an unknown function: it may
; write what the environment reaches or keep control, so adding it is no
; refinement.

declare ptr @pool_get(i64)
declare i32 @use(ptr)

define i32 @src(ptr %p) {
  %r = call i32 @use(ptr %p)
  ret i32 %r
}

define i32 @tgt(ptr %p) {
  %unused = call ptr @pool_get(i64 32)
  %r = call i32 @use(ptr %p)
  ret i32 %r
}
