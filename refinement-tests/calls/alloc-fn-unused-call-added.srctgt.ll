; EXPECT: refines
; An unused call of an allocation function (allockind("alloc")) added: the
; call's only effect is the block it returns (LangRef allockind: "the
; function returns a new block of memory or null"; opt-22 -O2 removes
; such a call when its result is unused; Alive2 models it as an
; allocation), so adding or removing it refines.

declare ptr @pool_get(i64) allockind("alloc")
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
