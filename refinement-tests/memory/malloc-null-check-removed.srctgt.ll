; EXPECT: not-refines
; C17 7.22.3: "If the space cannot be allocated, a null pointer is
; returned". Dropping the null check stores through null where the
; environment makes malloc fail (Alive2 memory/malloc-nullchk; `opt -O2`
; keeps the check). Failure is an outcome of the environment both sides
; share (Alive2's `malloc_never_fails`): where allocations may fail, the
; target's may, and no choice of the source has UB to excuse it.

define i32 @src() {
  %p = call ptr @malloc(i64 4)
  %c = icmp eq ptr %p, null
  br i1 %c, label %fail, label %ok
fail:
  ret i32 0
ok:
  store i32 7, ptr %p
  %v = load i32, ptr %p
  call void @free(ptr %p)
  ret i32 %v
}

define i32 @tgt() {
  %p = call ptr @malloc(i64 4)
  store i32 7, ptr %p
  %v = load i32, ptr %p
  call void @free(ptr %p)
  ret i32 %v
}

declare ptr @malloc(i64)
declare void @free(ptr)
