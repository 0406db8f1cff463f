; EXPECT: not-refines
; The incorrect variant of recursion-both-sides: the source recurses
; forever (no `mustprogress`, so that is a behaviour, LangRef "Function
; Attributes"), the target returns. Returning is not a behaviour the
; source has.

define i32 @src(i32 %a) {
entry:
  %c = icmp eq i32 %a, 0
  br i1 %c, label %t, label %f

t:
  %b = call i32 @src(i32 0)
  ret i32 0

f:
  %r = call i32 @src(i32 1)
  ret i32 %r
}

define i32 @tgt(i32 %a) {
entry:
  ret i32 0
}
