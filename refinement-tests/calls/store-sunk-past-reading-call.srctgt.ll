; EXPECT: not-refines
; A store to a local sunk past a call that is given the local (Alive2's
; calls/call-movestr2): @g has no memory restriction, so it may read the
; byte and return it, 3 in the source and uninitialized in the target
; (LangRef "Function Attributes", `memory`). Alive2's alive-tv says
; correct ("TODO: needs refinement of local blocks working").

define i8 @src() {
  %a = alloca i8
  store i8 3, ptr %a
  %b = call i8 @g(ptr %a)
  ret i8 %b
}

define i8 @tgt() {
  %a = alloca i8
  %b = call i8 @g(ptr %a)
  store i8 3, ptr %a
  ret i8 %b
}

declare i8 @g(ptr)
