; EXPECT: refines
; A call that may read only its arguments' memory (`memory(argmem: read)`)
; and keeps control cannot see a global it is not given: the store to @g
; before it is dead whether or not it returns (the later store hides it
; when it does). The argument is a local, so it cannot point to @g (with a
; pointer parameter it could, and the store would be seen).

@g = global i32 undef
declare void @f(ptr)

define void @src() {
  %a = alloca i32
  store i32 1, ptr @g
  call void @f(ptr %a) memory(argmem: read)
  store i32 2, ptr @g
  ret void
}

define void @tgt() {
  %a = alloca i32
  call void @f(ptr %a) memory(argmem: read)
  store i32 2, ptr @g
  ret void
}
