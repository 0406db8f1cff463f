; EXPECT: not-refines
; A wrong dead-store removal: the store of 0 is not dead, and without it the
; load reads uninitialized memory (undef under the llvm model; LangRef
; "alloca": the memory is uninitialized, and "load": reading it gives
; undef), so the frozen value may be any i32. The target returns true
; when the freeze picks 1000, which the source never does: the target's
; i32 choice is too wide to enumerate, so it must be guided by the
; constant both functions compare with.

define i1 @src() {
  %p = alloca i32
  store i32 0, ptr %p
  %v = load i32, ptr %p
  %f = freeze i32 %v
  %c = icmp eq i32 %f, 1000
  ret i1 %c
}

define i1 @tgt() {
  %p = alloca i32
  %v = load i32, ptr %p
  %f = freeze i32 %v
  %c = icmp eq i32 %f, 1000
  ret i1 %c
}
