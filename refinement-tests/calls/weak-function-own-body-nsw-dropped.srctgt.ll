; EXPECT: refines
; The functions checked are themselves `weak`: the check is of the
; transformation of this definition, so their own bodies are compared
; (only calls of an interposable function are calls of an unknown one).
; Dropping `nsw` refines. (alive-tv: "Transformation seems to be
; correct!")

define weak i32 @src(i32 %x) {
  %y = add nsw i32 %x, 1
  ret i32 %y
}

define weak i32 @tgt(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}
