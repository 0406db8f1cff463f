; EXPECT: not-refines
; Two calls of a `weak` callee merged into one. Its body has no effect, but
; another module's definition may replace it (LangRef "Linkage Types"), and
; @callee's attributes promise nothing about memory, so each call is a call
; of an unknown function that may write memory the caller can see: the
; source makes two such calls and the target one. (alive-tv: "Source and
; target don't have the same return domain".)

@g = global i32 0

define weak i32 @callee(i32 %x) {
  ret i32 %x
}

define i32 @src(i32 %x) {
  %a = call i32 @callee(i32 %x)
  %b = call i32 @callee(i32 %x)
  %r = add i32 %a, %b
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %a = call i32 @callee(i32 %x)
  %r = add i32 %a, %a
  ret i32 %r
}
