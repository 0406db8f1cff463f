; EXPECT: refines
; A `constant` with a definitive initializer is never written (LangRef
; "Global Variables"), so its load folds. alive-tv 22: correct.

@g = constant i32 7
@h = weak_odr constant i32 8

define i32 @src() {
  %x = load i32, ptr @g
  %y = load i32, ptr @h
  %s = add i32 %x, %y
  ret i32 %s
}

define i32 @tgt() {
  ret i32 15
}
