; EXPECT: not-refines
; A local whose address escaped to one call may be written by a later call
; that is not given it: forwarding the stored value across @h is wrong.
; alive-tv says this is correct; LangRef's Pointer Capture lets @h access
; the local through the provenance @keep captured (decision 0013).

declare void @keep(ptr)
declare void @h()

define i32 @src() {
  %a = alloca i32
  call void @keep(ptr %a)
  store i32 5, ptr %a
  call void @h()
  %v = load i32, ptr %a
  ret i32 %v
}

define i32 @tgt() {
  %a = alloca i32
  call void @keep(ptr %a)
  store i32 5, ptr %a
  call void @h()
  ret i32 5
}
