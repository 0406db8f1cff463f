; EXPECT: refines
; The same where @keep does not capture the address (`captures(none)`):
; the local does not escape, @h cannot reach it, and the store forwards.

declare void @keep(ptr captures(none))
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
