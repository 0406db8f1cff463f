; EXPECT: refines
; A call that keeps control and may read no memory (`memory(write)`) is the
; last thing that runs: the value a store left before it is observed by
; nobody, so removing that store refines (LangRef "Function Attributes",
; `memory`; EarlyCSE does this in LLVM's test EarlyCSE/writeonly.ll). The
; call may also return, and then the later store hides the difference.

@g = global i32 undef
declare void @f()

define void @src() {
  store i32 1, ptr @g
  call void @f() memory(write)
  store i32 2, ptr @g
  ret void
}

define void @tgt() {
  call void @f() memory(write)
  store i32 2, ptr @g
  ret void
}
