; EXPECT: refines
; struct-argument-copy-overwritten.srctgt.ll done right: the load of the
; copied argument's first field forwarded to `extractvalue` (LangRef
; "'store' Instruction" writes the fields at their offsets; "'load'
; Instruction" reads them back), for every argument value, poison fields
; included. alive-tv 22: correct.

define i32 @src({ i32, i32 } %v) {
  %y = alloca { i32, i32 }, align 8
  store i64 0, ptr %y, align 8
  store { i32, i32 } %v, ptr %y, align 8
  %r = load i32, ptr %y, align 8
  ret i32 %r
}

define i32 @tgt({ i32, i32 } %v) {
  %r = extractvalue { i32, i32 } %v, 0
  ret i32 %r
}
