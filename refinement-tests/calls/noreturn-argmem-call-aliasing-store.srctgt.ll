; EXPECT: not-refines
; As noreturn-argmem-call-other-store, but the call is given a pointer
; parameter, which may point to @g: then the call reads the stored value
; and may keep control, so dropping the store is no refinement.

@g = global i32 undef
declare void @f(ptr)

define void @src(ptr %p) {
  store i32 1, ptr @g
  call void @f(ptr %p) memory(argmem: read)
  store i32 2, ptr @g
  ret void
}

define void @tgt(ptr %p) {
  call void @f(ptr %p) memory(argmem: read)
  store i32 2, ptr @g
  ret void
}
