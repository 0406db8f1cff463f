; EXPECT: refines
; A `mustprogress` function that recurses forever without side effects
; neither returns nor interacts with the environment: undefined behaviour
; (LangRef "Function Attributes", `mustprogress`), so a target that
; returns refines it.

define i32 @src(i32 %a) mustprogress {
entry:
  %r = call i32 @src(i32 %a)
  ret i32 %r
}

define i32 @tgt(i32 %a) mustprogress {
entry:
  ret i32 0
}
