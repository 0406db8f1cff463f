; EXPECT: refines
; Loading through a readnone parameter is UB (LangRef: "If a function reads
; from or writes to a readnone pointer argument, the behavior is
; undefined").

define i32 @src(ptr readnone %p) {
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @tgt(ptr readnone %p) {
  ret i32 poison
}
