; EXPECT: not-refines
; Passing a `readnone` parameter to an unknown callee that may write
; through its argument: the callee's write is a write through %a (LangRef
; "Parameter Attributes", `readnone`), which the target's attribute makes
; UB and the source does not. (alive-tv 22 calls this correct: it does not
; restrict what an unknown callee writes through a readnone argument.)

declare void @fn(ptr)

define i8 @src(ptr %a) {
  %ptr = alloca i8
  call void @fn(ptr %a)
  %v = load i8, ptr %ptr
  ret i8 %v
}

define i8 @tgt(ptr readnone %a) {
  %ptr = alloca i8
  call void @fn(ptr %a)
  %v = load i8, ptr %ptr
  ret i8 %v
}
