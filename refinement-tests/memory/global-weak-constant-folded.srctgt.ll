; EXPECT: not-refines
; A `weak` constant's definition may be replaced at link time (LangRef
; "Linkage Types"), so its initializer is not definitive. alive-tv 22:
; "Value mismatch".

@g = weak constant i32 0

define i32 @src() {
  %x = load i32, ptr @g
  ret i32 %x
}

define i32 @tgt() {
  ret i32 0
}
