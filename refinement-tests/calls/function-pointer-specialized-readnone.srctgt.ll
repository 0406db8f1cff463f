; EXPECT: not-refines
; A call through a function pointer specialized for the case where it
; points to @g, with `readnone` on the argument, which nothing justifies:
; @g may read or write through it, and a call-site `readnone` it does not
; honour is UB (LangRef "Parameter Attributes": `readnone`). Found by the
; function pointers given to a parameter that is called (Alive2's
; calls/indirect-specialize3).

define i8 @src(ptr %p, ptr %fn) {
  %v = call i8 %fn(ptr %p)
  ret i8 %v
}

define i8 @tgt(ptr %p, ptr %fn) {
  %c = icmp eq ptr %fn, @g
  br i1 %c, label %direct, label %indirect

direct:
  %v = call i8 @g(ptr readnone %p)
  ret i8 %v

indirect:
  %w = call i8 %fn(ptr %p)
  ret i8 %w
}

declare i8 @g(ptr)
