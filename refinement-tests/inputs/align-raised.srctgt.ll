; EXPECT: not-refines
; A load's alignment raised from 1 to 4 where nothing says the pointer is
; aligned: a pointer misaligned by 1 makes the target's load UB (LangRef
; `load`: "the behavior is undefined" when the address is not aligned;
; Alive2 attrs/align-callsite, whose callee's parameter attribute says
; nothing about the caller).

define i8 @src(ptr %p) {
  %v = load i8, ptr %p, align 1
  ret i8 %v
}

define i8 @tgt(ptr %p) {
  %v = load i8, ptr %p, align 4
  ret i8 %v
}
