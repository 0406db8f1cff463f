; EXPECT: refines
; `willreturn` (which implies `mustprogress`): a call that does not return
; has undefined behaviour (LangRef "Function Attributes", `willreturn`),
; so the source's endless loop is UB and the target may return anything.

define i8 @src(i8 %x) willreturn {
entry:
  %c = icmp eq i8 %x, 7
  br i1 %c, label %loop, label %exit

loop:
  br label %loop

exit:
  ret i8 %x
}

define i8 @tgt(i8 %x) willreturn {
entry:
  ret i8 %x
}
