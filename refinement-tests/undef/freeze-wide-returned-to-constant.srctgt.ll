; EXPECT: refines
; The correct variant of freeze-wide-returned-to-undef: the target picks one
; value of the freeze (LangRef "freeze": any value is a legal choice;
; alive-tv: correct).

define i64 @src() {
  %v = freeze i64 undef
  ret i64 %v
}

define i64 @tgt() {
  ret i64 1234567
}
