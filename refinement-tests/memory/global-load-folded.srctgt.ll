; EXPECT: not-refines
; A load of a mutable global folded to its initializer: another module
; may have written @x before the call (LangRef "Global Variables"), so its
; contents at entry are an input. alive-tv 22: "Value mismatch".

@x = global i32 3

define i32 @src() {
  %v = load i32, ptr @x
  ret i32 %v
}

define i32 @tgt() {
  ret i32 3
}
