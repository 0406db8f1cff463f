; EXPECT: not-refines
; As alloc-fn-two-blocks, but the target returns what was stored in the
; second block: the blocks are distinct, so the source returns 1.

declare ptr @pool_get(i64) allockind("alloc,uninitialized") allocsize(0)

define i8 @src() {
  %a = call ptr @pool_get(i64 1)
  %b = call ptr @pool_get(i64 1)
  store i8 1, ptr %a
  store i8 2, ptr %b
  %v = load i8, ptr %a
  ret i8 %v
}

define i8 @tgt() {
  %a = call ptr @pool_get(i64 1)
  %b = call ptr @pool_get(i64 1)
  store i8 1, ptr %a
  store i8 2, ptr %b
  ret i8 2
}
