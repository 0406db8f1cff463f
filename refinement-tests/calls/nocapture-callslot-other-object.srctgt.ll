; EXPECT: refines
; memcpyopt's call-slot rewrite (LLVM's MemCpyOpt/atomic.ll @test2): the
; first call writes %old, which is then copied to %new for the second; the
; target lets the first call write %new directly. With `captures(none)` the
; callee keeps nothing about the address it was given (LangRef "Pointer
; Capture": not even "that it does not equal one specific value"), so it
; cannot tell that the target's two calls got the same object and the
; source's two different ones: each call sees only the contents. alive-tv:
; correct. Decision 0039.

declare void @otherf(ptr)

define void @src() {
  %old = alloca i32
  %new = alloca i32
  call void @otherf(ptr captures(none) %old)
  %v = load i32, ptr %old
  store i32 %v, ptr %new
  call void @otherf(ptr captures(none) %new)
  ret void
}

define void @tgt() {
  %old = alloca i32
  %new = alloca i32
  call void @otherf(ptr captures(none) %new)
  call void @otherf(ptr captures(none) %new)
  ret void
}
