; EXPECT: refines
; Storing through a readonly parameter is UB (LangRef "Parameter
; Attributes", readonly: "If a function writes to a readonly pointer
; argument, the behavior is undefined").

define i8 @src(ptr readonly %p) {
  store i8 1, ptr %p
  %v = load i8, ptr %p
  ret i8 %v
}

define i8 @tgt(ptr readonly %p) {
  unreachable
}
