; EXPECT: not-refines
; A trap and abort() end the program by different signals (SIGILL against
; SIGABRT on x86-64): llsem tells them apart.

declare void @llvm.trap()
declare void @abort()

define void @src() {
  call void @llvm.trap()
  unreachable
}

define void @tgt() {
  call void @abort()
  unreachable
}
