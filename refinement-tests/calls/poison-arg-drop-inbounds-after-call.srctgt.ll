; EXPECT: refines
; As poison-arg-drop-inbounds, with the offset returned by a call that may
; also free the buffer (LLVM's LICM/gep-reassociate.ll only_one_inbounds,
; one iteration): the source's GEP is poison when the offset leaves the
; buffer, and the callee given poison may behave as given the target's
; pointer into the block the earlier call freed, reading it as the target's
; call does (decision 0013, "Poison for a dangling pointer").
; alive-tv --disable-undef-input --disable-poison-input: correct.

declare i64 @get()
declare void @use(ptr)

define void @src(ptr %p) {
  %n = call i64 @get()
  %a = getelementptr inbounds i8, ptr %p, i64 %n
  call void @use(ptr %a)
  ret void
}

define void @tgt(ptr %p) {
  %n = call i64 @get()
  %a = getelementptr i8, ptr %p, i64 %n
  call void @use(ptr %a)
  ret void
}
