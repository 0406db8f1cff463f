; EXPECT: not-refines
; `@llvm.dbg.stoppoint` names no LLVM 22 intrinsic, so it is an ordinary
; declared function, not a debug intrinsic without effect: its call is an
; event of the environment (it may write escaped memory, exit, or not
; return), and dropping it is not a refinement.

declare void @llvm.dbg.stoppoint(i32, i32, ptr) nounwind

define i32 @src(i1 %c) {
  br i1 %c, label %start, label %dest
start:
  call void @llvm.dbg.stoppoint(i32 5, i32 0, ptr null)
  br label %dest
dest:
  ret i32 1234
}

define i32 @tgt(i1 %c) {
  ret i32 1234
}
