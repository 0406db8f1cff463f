; EXPECT: refines
; Two calls of an allocation function with the same argument return two
; blocks (LangRef allockind "alloc": "a new block of memory"), so a store
; to the second does not change the first.

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
  ret i8 1
}
