; EXPECT: not-refines
; The call-slot rewrite of nocapture-callslot-other-object without
; `captures(none)`: the first call may keep the address of the object it
; was given (LangRef "Pointer Capture") and the second call compare its
; argument with it, which tells the source's two objects from the target's
; one. alive-tv says correct (it does not let a call keep a local block's
; address to compare it later; paper-notes/langref-deltas.md). Decision 0039.

declare void @otherf(ptr)

define void @src() {
  %old = alloca i32
  %new = alloca i32
  call void @otherf(ptr %old)
  %v = load i32, ptr %old
  store i32 %v, ptr %new
  call void @otherf(ptr %new)
  ret void
}

define void @tgt() {
  %old = alloca i32
  %new = alloca i32
  call void @otherf(ptr %new)
  call void @otherf(ptr %new)
  ret void
}
