; EXPECT: refines
; Sinking a store below a call that cannot read it: the local is passed
; as `readnone`, never escapes, and the callee may not read it.

declare i32 @ignore(ptr readnone captures(none))

define i32 @src() {
  %a = alloca i32
  store i32 5, ptr %a
  %r = call i32 @ignore(ptr %a)
  %v = load i32, ptr %a
  %s = add i32 %r, %v
  ret i32 %s
}

define i32 @tgt() {
  %a = alloca i32
  %r = call i32 @ignore(ptr %a)
  store i32 5, ptr %a
  %v = load i32, ptr %a
  %s = add i32 %r, %v
  ret i32 %s
}
